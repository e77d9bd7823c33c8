// The standard-folder URLs Apple's Foundation has (`URL.documentsDirectory`, iOS 16) and Linux's
// lacks beside `homeDirectory` and `temporaryDirectory`: each is FileManager's folder of the
// user's domain, as `FileManager.default.urls(for:in:)` gives it on Linux (under the home
// folder, `~/Documents` for documents, `~/.cache` for caches).
import Foundation

extension URL {
    /// The user's documents folder (where apps keep the files people make).
    public static var documentsDirectory: URL { standard(.documentDirectory, or: "Documents") }
    /// The folder of caches, which the system may empty.
    public static var cachesDirectory: URL { standard(.cachesDirectory, or: ".cache") }
    /// The folder of the app's support files.
    public static var applicationSupportDirectory: URL { standard(.applicationSupportDirectory, or: ".local/share") }
    /// The user's library folder.
    public static var libraryDirectory: URL { standard(.libraryDirectory, or: "Library") }
    /// The user's downloads folder.
    public static var downloadsDirectory: URL { standard(.downloadsDirectory, or: "Downloads") }
    /// The user's desktop folder.
    public static var desktopDirectory: URL { standard(.desktopDirectory, or: "Desktop") }
    /// The user's movies folder.
    public static var moviesDirectory: URL { standard(.moviesDirectory, or: "Videos") }
    /// The user's music folder.
    public static var musicDirectory: URL { standard(.musicDirectory, or: "Music") }
    /// The user's pictures folder.
    public static var picturesDirectory: URL { standard(.picturesDirectory, or: "Pictures") }

    /// FileManager's folder of the user's domain, or `fallback` under the home folder.
    private static func standard(_ directory: FileManager.SearchPathDirectory, or fallback: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL.homeDirectory.appendingPathComponent(fallback, isDirectory: true)
    }
}
