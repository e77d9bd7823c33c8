import Foundation

/// Spell checking (UIKit's `UITextChecker`): Linux has no system dictionary here, so every word
/// is spelled right and nothing is guessed. Word games written against it (`rangeOfMisspelledWord`
/// giving `NSNotFound` for a real word) accept every word in a preview.
open class UITextChecker: NSObject, @unchecked Sendable {
    /// A checker.
    public override init() { super.init() }

    /// The languages that can be checked.
    public static var availableLanguages: [String] { ["en_US"] }

    /// The range of the first misspelled word in `range` of `stringToCheck`: none
    /// (`location` is `NSNotFound`).
    /// - Parameters:
    ///   - stringToCheck: The text.
    ///   - range: The part to check.
    ///   - startingOffset: Where to start.
    ///   - wrapFlag: Whether to go on from the start after the end.
    ///   - language: The language.
    /// - Returns: `NSRange(location: NSNotFound, length: 0)`.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Suggested spellings of a word: none.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Completions of a partial word: none.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }

    /// Leaves a word out of checking.
    open func ignoreWord(_ wordToIgnore: String) {}

    /// Adds a word to the person's dictionary.
    open class func learnWord(_ word: String) {}
}
