// `import EventKitUI` on Linux: the system's event and calendar screens that apps present or wrap
// in a `UIViewControllerRepresentable` — the event editor (`EKEventEditViewController`), the
// event viewer (`EKEventViewController`) and the calendar chooser (`EKCalendarChooser`). Their
// properties are kept as set and their delegates are told what a person's choice would tell
// them when the app ends the screen in code (`cancelEditing()`); a representable that makes
// one is drawn as UIKit draws every representable, a labelled placeholder named after its type.
//
// Apple's EventKitUI brings EventKit and UIKit with it; this module re-exports both.
@_exported import EventKit
@_exported import UIKit
