// The message composer and its delegate. Linux has no Messages: `canSendText()`,
// `canSendSubject()` and `canSendAttachments()` are false, as on the Simulator. A composer made
// anyway keeps its recipients, body and subject, takes no attachment (there is nothing to send
// them with), and is never shown; its delegate is never told a result.
import Foundation
import UIKit

/// Told how the person finished with a message composer.
///
/// Linux: never called (no composer is shown; see MessageUI.swift).
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// The person sent or cancelled the message, or sending failed; the app dismisses the
    /// composer.
    /// - Parameters:
    ///   - controller: The composer.
    ///   - result: What happened.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// How the person finished with a message composer.
public enum MessageComposeResult: Int, Sendable, Hashable {
    /// They cancelled.
    case cancelled = 0
    /// They sent the message (it is queued).
    case sent = 1
    /// Sending failed.
    case failed = 2
}

/// The key of an attachment's file URL in `attachments`' dictionaries.
public let MFMessageComposeViewControllerAttachmentURL = "MFMessageComposeViewControllerAttachmentURL"
/// The key of an attachment's alternate file name in `attachments`' dictionaries.
public let MFMessageComposeViewControllerAttachmentAlternateFilename = "MFMessageComposeViewControllerAttachmentAlternateFilename"
/// The key of the availability (a Bool) in the user info of
/// `MFMessageComposeViewControllerTextMessageAvailabilityDidChange`.
public let MFMessageComposeViewControllerTextMessageAvailabilityKey = "MFMessageComposeViewControllerTextMessageAvailabilityKey"

extension NSNotification.Name {
    /// Posted when whether text messages can be sent changes (Linux: never posted).
    public static let MFMessageComposeViewControllerTextMessageAvailabilityDidChange =
        NSNotification.Name("MFMessageComposeViewControllerTextMessageAvailabilityDidChange")
}

/// The system's interface for writing and sending a text message.
///
/// Linux: Messages is not available (`canSendText()` is false). A composer made anyway keeps
/// what it is given and is never shown; its delegate is never called.
open class MFMessageComposeViewController: UINavigationController, @unchecked Sendable {
    /// Told how the person finished.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients' phone numbers or addresses.
    open var recipients: [String]?
    /// The message's text.
    open var body: String?
    /// The message's subject (shown only where subjects can be sent).
    open var subject: String?
    /// The attachments added, each a dictionary of the file URL
    /// (`MFMessageComposeViewControllerAttachmentURL`) and its alternate file name
    /// (`MFMessageComposeViewControllerAttachmentAlternateFilename`): nil on Linux, where none can
    /// be added.
    open var attachments: [[AnyHashable: Any]]? { nil }
    /// Whether the person may not add attachments of their own.
    private(set) var userAttachmentsDisabled = false

    /// Whether the device can send text messages: false on Linux, as on the Simulator.
    /// - Returns: False.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have a subject: false on Linux.
    /// - Returns: False.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can have attachments: false on Linux.
    /// - Returns: False.
    open class func canSendAttachments() -> Bool { false }
    /// Whether files of a uniform type can be attached: none can on Linux.
    /// - Parameter uti: The type's identifier (`"public.jpeg"`).
    /// - Returns: False.
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    /// Attaches a file (Linux: nothing is attached, as messages cannot have attachments here;
    /// `canSendAttachments()` is false).
    /// - Parameters:
    ///   - attachmentURL: The file.
    ///   - alternateFilename: The name the recipient sees, or nil for the file's.
    /// - Returns: Whether it was attached: false.
    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool {
        Self.canSendAttachments()
    }

    /// Attaches data of a uniform type (Linux: nothing is attached; `canSendAttachments()` is
    /// false).
    /// - Parameters:
    ///   - attachmentData: The bytes.
    ///   - uti: Their type's identifier (`"public.png"`).
    ///   - filename: The name the recipient sees.
    /// - Returns: Whether it was attached: false.
    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        Self.canSendAttachments()
    }

    /// Stops the person adding attachments of their own.
    open func disableUserAttachments() { userAttachmentsDisabled = true }
}
