import Foundation
import TrellisSession

/// Finds the repository's `Samples/` folder for `trellis preview` without an argument: first in
/// the current directory, then above the executable (which lives in `.build/<config>/` of the
/// checkout).
enum GalleryLocator {
    static func samplesFolder(currentDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        var candidates = [currentDirectory]
        let executable = CommandLine.executablePath
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent().standardizedFileURL
        for _ in 0..<8 {
            candidates.append(folder.path)
            folder.deleteLastPathComponent()
        }
        for base in candidates {
            let samples = base + "/Samples"
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: samples, isDirectory: &isDirectory), isDirectory.boolValue,
               !DocumentLibrary.layoutFiles(in: samples).isEmpty {
                return samples
            }
        }
        return nil
    }
}
