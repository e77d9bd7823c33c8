// The localized string comparators sort descriptors name (`SortDescriptor(\.name, comparator:
// .localizedStandard)`, as SwiftData queries are written): Linux's Foundation has only the
// lexical one and refuses any other configuration, so these are it. Items sort by their
// characters' code points: as Finder sorts them for names of one case without numbers; "B"
// before "a" and "a10" before "a2" otherwise.
import Foundation

extension String.StandardComparator {
    /// Finder's comparison (Linux: the lexical one; see the file's comment).
    public static var localizedStandard: String.StandardComparator { .lexical }
    /// The current locale's comparison (Linux: the lexical one).
    public static var localized: String.StandardComparator { .lexical }
}
