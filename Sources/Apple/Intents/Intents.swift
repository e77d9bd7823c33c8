// `import Intents` on Linux: SiriKit's side an app talks to — Siri's authorisation
// (`INPreferences`), intents and their responses, the interactions and shortcuts an app donates
// or suggests (`INInteraction`, `INShortcut`, `INVoiceShortcutCenter`, `INRelevantShortcutStore`),
// the objects and images an intent's parameters and a widget's configuration list, and an
// intents extension's handler lookup (`INExtension`).
//
// A preview has no Siri: asking for authorisation is declined, as a person who taps "Don't
// Allow" declines; donations, deletions and suggestions succeed and are kept by the process
// (nothing reaches the system); no voice shortcut has been added. The intents Xcode generates
// from an app's `.intentdefinition` file are not generated here.
//
// Apple's Intents brings Foundation with it; this module re-exports it (and the user activities
// and item providers Foundation has there, which Linux's lacks).
@_exported import Foundation
@_exported import FoundationAdditions
