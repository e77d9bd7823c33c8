// `import MessageUI` on Linux: the mail and message composers apps present or wrap in a
// `UIViewControllerRepresentable`. A preview is an iPhone Simulator with no mail account and no
// Messages: `MFMailComposeViewController.canSendMail()` and
// `MFMessageComposeViewController.canSendText()` are false, which is what apps check before they
// offer to compose. A composer made anyway keeps what it is given and is never shown (a
// representable that makes one is drawn as UIKit draws every representable: a labelled
// placeholder named after its type); since the person never sends or cancels, its delegate is
// never called. Apple's MessageUI re-exports UIKit, and so does this module.
@_exported import UIKit
