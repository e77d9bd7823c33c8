// The mail composer and its delegate. Linux has no mail account, so `canSendMail()` is false.
// Apple says to check it before making a composer (on a device, one made without an account shows
// nothing and may fail to present); here one made anyway keeps its draft (recipients, subject,
// body, attachments) and is never shown, and its delegate is never told a result: no one sends,
// saves or cancels the draft.
import Foundation
import UIKit

/// Told how the person finished with a mail composer.
///
/// Linux: never called (no composer is shown; see MessageUI.swift).
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The person sent, saved or cancelled the mail, or sending failed; the app dismisses the
    /// composer.
    /// - Parameters:
    ///   - controller: The composer.
    ///   - result: What happened.
    ///   - error: Why it failed, when it did.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    /// Does nothing (the method is optional in MessageUI).
    /// - Parameters:
    ///   - controller: The composer.
    ///   - result: What happened.
    ///   - error: Why it failed.
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                                      error: (any Error)?) {}
}

/// How the person finished with a mail composer.
public enum MFMailComposeResult: Int, Sendable, Hashable {
    /// They cancelled, and the draft was discarded.
    case cancelled = 0
    /// They saved the draft.
    case saved = 1
    /// They sent the mail (it is queued in the outbox).
    case sent = 2
    /// Saving or sending failed.
    case failed = 3
}

/// An attachment added to a mail draft.
struct MailAttachment: Hashable, Sendable {
    /// The bytes.
    var data: Data
    /// Their MIME type.
    var mimeType: String
    /// The file name the recipient sees.
    var fileName: String
}

/// The system's interface for writing and sending an email.
///
/// Linux: there is no mail account (`canSendMail()` is false). A composer made anyway keeps its
/// draft and is never shown; its delegate is never called.
open class MFMailComposeViewController: UINavigationController, @unchecked Sendable {
    /// Told how the person finished.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

    /// The draft's "To" recipients.
    private(set) var toRecipients: [String] = []
    /// The draft's "Cc" recipients.
    private(set) var ccRecipients: [String] = []
    /// The draft's "Bcc" recipients.
    private(set) var bccRecipients: [String] = []
    /// The draft's subject.
    private(set) var subject = ""
    /// The draft's body.
    private(set) var messageBody = ""
    /// Whether the body is HTML.
    private(set) var isHTML = false
    /// The draft's attachments, in the order they were added.
    private(set) var attachments: [MailAttachment] = []
    /// The address the app prefers the mail be sent from.
    private(set) var preferredSendingEmailAddress: String?

    /// Whether the device can send mail: false on Linux, as on a Simulator or a device with no
    /// mail account.
    /// - Returns: False.
    open class func canSendMail() -> Bool { false }

    /// Sets the subject (shown as the composer's title).
    /// - Parameter subject: The subject.
    open func setSubject(_ subject: String) {
        self.subject = subject
        title = subject
    }

    /// Sets the "To" recipients.
    /// - Parameter toRecipients: Their addresses, or nil for none.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }

    /// Sets the "Cc" recipients.
    /// - Parameter ccRecipients: Their addresses, or nil for none.
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }

    /// Sets the "Bcc" recipients.
    /// - Parameter bccRecipients: Their addresses, or nil for none.
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }

    /// Sets the body.
    /// - Parameters:
    ///   - body: The text, or HTML.
    ///   - isHTML: Whether `body` is HTML.
    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        self.isHTML = isHTML
    }

    /// Adds an attachment.
    /// - Parameters:
    ///   - attachment: The bytes.
    ///   - mimeType: Their MIME type (`"application/pdf"`).
    ///   - filename: The file name the recipient sees.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append(MailAttachment(data: attachment, mimeType: mimeType, fileName: filename))
    }

    /// Sets the address the mail is sent from, if the person has an account of it.
    /// - Parameter emailAddress: The address.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }
}
