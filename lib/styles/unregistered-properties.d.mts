import type { PluginCreator } from 'postcss'

export declare const unregisteredProperties: PluginCreator<void>
