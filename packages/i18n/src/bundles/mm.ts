import appShell from '../../locales/mm/app-shell.json' with { type: 'json' }
import common from '../../locales/mm/common.json' with { type: 'json' }
import leaderboard from '../../locales/mm/leaderboard.json' with { type: 'json' }

export default { common, leaderboard, 'app-shell': appShell }
