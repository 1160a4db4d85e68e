import appShell from '../../locales/th/app-shell.json' with { type: 'json' }
import common from '../../locales/th/common.json' with { type: 'json' }
import leaderboard from '../../locales/th/leaderboard.json' with { type: 'json' }

export default { common, leaderboard, 'app-shell': appShell }
