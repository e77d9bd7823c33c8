// An app group's shared container, which apps and their widgets read and write settings and
// caches in: Linux's Foundation has no app groups. As on a Simulator, whose app groups are
// folders of the device, each group is a folder that exists once asked for: under the
// process's temporary folder, so a preview never writes into the user's home.
import Foundation

extension FileManager {
    /// The shared container of an app group (`group.com.example.app`): a folder made on first
    /// use, `TMPDIR/TrellisAppGroups/<identifier>`.
    /// - Parameter groupIdentifier: The app group.
    /// - Returns: The container's folder; nil when it cannot be made.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let folder = temporaryDirectory.appendingPathComponent("TrellisAppGroups", isDirectory: true)
            .appendingPathComponent(groupIdentifier.replacingOccurrences(of: "/", with: "_"), isDirectory: true)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }
}
