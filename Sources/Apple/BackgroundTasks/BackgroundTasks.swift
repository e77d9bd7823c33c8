// BackgroundTasks on Linux: an app registers its launch handlers as on a device, but nothing ever
// wakes it in the background: submitting a request throws `BGTaskScheduler.Error.unavailable`, as
// on the Simulator, so no request is ever pending. Requests and tasks are real values.
import Foundation
