import '@shwe/elements/define/2d-board'
import '@shwe/elements/define/leaderboard'
import { createApp } from 'vue'
import App from './App.vue'

createApp(App).mount('#app')
