import { configureRuntime } from './runtime.ts'

// Imported first by every island module: on the product's own site, screens have URLs.
configureRuntime({ mode: 'site' })
