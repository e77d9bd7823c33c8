import Foundation

extension Text {
    /// A value shown through a Foundation format style: `Text(price, format: .currency(code: "USD"))`,
    /// `Text(date, format: .dateTime.year())`. SwiftUI formats in the environment's locale;
    /// previews here are in en_US (the machine's own locale would make "US$" of "$"), so the
    /// string is formatted once, in en_US.
    /// - Parameters:
    ///   - input: The value to format.
    ///   - format: The format style, such as `.number`, `.percent` or `.dateTime`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.locale(Text.previewLocale).format(input))
    }

    /// The locale of previews.
    static let previewLocale = Locale(identifier: "en_US")
}

extension Text {
    /// The text `formatter` makes of `subject`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject as AnyObject) ?? formatter.string(for: subject) ?? "")
    }
    /// The text `formatter` makes of `subject`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
