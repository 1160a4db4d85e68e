import appShell from '../../locales/zh/app-shell.json' with { type: 'json' }
import common from '../../locales/zh/common.json' with { type: 'json' }
import leaderboard from '../../locales/zh/leaderboard.json' with { type: 'json' }

export default { common, leaderboard, 'app-shell': appShell }
