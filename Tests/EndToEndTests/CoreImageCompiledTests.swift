import Foundation
import Testing
import TrellisTestSupport

/// Screens in the style of the "100 Days of SwiftUI" course's Instafilter, compiled unchanged:
/// `import CoreImage.CIFilterBuiltins`, a filter chosen from the built-ins, its display name on a
/// button, its output drawn through `CIContext` and `UIImage`; the photo picker wrapped in a
/// representable and the saver that names its callback with `#selector`.
@Suite(.serialized) struct CoreImageCompiled {
    static let screen = #"""
        import SwiftUI
        import CoreImage
        import CoreImage.CIFilterBuiltins

        struct FilterScreen: View {
            @State private var currentFilter: CIFilter = CIFilter.sepiaTone()
            @State private var filterIntensity = 1.0
            let context = CIContext()

            var processed: UIImage? {
                let red = CIImage(color: CIColor(red: 1, green: 0, blue: 0)).cropped(to: CGRect(x: 0, y: 0, width: 120, height: 80))
                currentFilter.setValue(red, forKey: kCIInputImageKey)
                if currentFilter.inputKeys.contains(kCIInputIntensityKey) {
                    currentFilter.setValue(filterIntensity, forKey: kCIInputIntensityKey)
                }
                guard let outputImage = currentFilter.outputImage,
                      let cgImage = context.createCGImage(outputImage, from: outputImage.extent) else { return nil }
                return UIImage(cgImage: cgImage)
            }

            var body: some View {
                VStack(spacing: 0) {
                    if let processed {
                        Image(uiImage: processed)
                            .resizable()
                            .frame(width: 120, height: 80)
                    } else {
                        Text("Tap to select a picture")
                    }
                    Button((currentFilter.attributes[kCIAttributeFilterDisplayName] as? String) ?? "Change Filter") {
                        currentFilter = CIFilter.gaussianBlur()
                    }
                    Spacer()
                }
            }
        }

        struct FilterScreen_Previews: PreviewProvider {
            static var previews: some View {
                FilterScreen()
            }
        }
        """#

    @Test func theFilteredImageIsDrawnAndTheFilterNamed() throws {
        let url = try Command.temporaryFile(Self.screen, name: "FilterScreen.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let out = url.deletingLastPathComponent().appendingPathComponent("filter.png")
        let r = try CompiledPath.run(["render", url.path, "-o", out.path, "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try VariantSheetCommand.pixels(out)
        // The image at the top, centred: red through sepia (linear 0.393, 0.349, 0.272 in sRGB).
        let (red, green, blue) = image.rgb(195, 40)
        #expect(abs(red - 168) <= 2 && abs(green - 160) <= 2 && abs(blue - 142) <= 2, "\((red, green, blue))")
        // The button shows the filter's display name (a tap finds it by the text it shows), and
        // a tap chooses another filter, whose name it then shows; before, no view shows that name.
        let before = try CompiledPath.run(["layout", url.path, "--engine", "compiled", "--interact", "tap 'Gaussian Blur'"])
        #expect(before.status != 0 && before.stderr.contains("no view shows 'Gaussian Blur'"), "\(before.stderr)")
        let tapped = try CompiledPath.run(["layout", url.path, "--engine", "compiled", "--interact", "tap 'Sepia Tone'; tap 'Gaussian Blur'"])
        #expect(tapped.status == 0, "\(tapped.stderr)")
    }

    static let picker = #"""
        import SwiftUI

        struct PhotoPicker: UIViewControllerRepresentable {
            final class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
                let owner: PhotoPicker
                init(_ owner: PhotoPicker) { self.owner = owner }

                func imagePickerController(_ picker: UIImagePickerController,
                                           didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                    owner.image = info[.originalImage] as? UIImage
                    owner.presentationMode.wrappedValue.dismiss()
                }
            }

            @Binding var image: UIImage?
            @Environment(\.presentationMode) var presentationMode

            func makeCoordinator() -> Coordinator { Coordinator(self) }

            func makeUIViewController(context: Context) -> UIImagePickerController {
                let controller = UIImagePickerController()
                controller.sourceType = .photoLibrary
                controller.delegate = context.coordinator
                return controller
            }

            func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
        }
        """#

    static let saver = #"""
        import UIKit

        class PhotoSaver: NSObject {
            var onSaved: (() -> Void)?

            func save(_ image: UIImage) {
                UIImageWriteToSavedPhotosAlbum(image, self, #selector(finished(_:didFinishSavingWithError:contextInfo:)), nil)
            }

            @objc func finished(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer) {
                onSaved?()
            }
        }
        """#

    static let pickerScreen = #"""
        import SwiftUI

        struct PickerScreen: View {
            @State private var inputImage: UIImage?
            @State private var showingPicker = false

            var body: some View {
                VStack {
                    Text("Tap to select a picture")
                        .onTapGesture { showingPicker = true }
                    Button("Save") {
                        if let inputImage { PhotoSaver().save(inputImage) }
                    }
                }
                .sheet(isPresented: $showingPicker) {
                    PhotoPicker(image: $inputImage)
                }
            }
        }

        #Preview {
            PickerScreen()
        }
        """#

    @Test func thePhotoPickerIsItsPlaceholderInASheetAndTheSaverCompiles() throws {
        let url = try Command.temporaryFile(Self.pickerScreen, name: "PickerScreen.swift")
        let folder = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.picker.write(to: folder.appendingPathComponent("PhotoPicker.swift"), atomically: true, encoding: .utf8)
        try Self.saver.write(to: folder.appendingPathComponent("PhotoSaver.swift"), atomically: true, encoding: .utf8)
        let r = try CompiledPath.run(["layout", url.path, "--engine", "compiled", "--interact", "tap 'Tap to select a picture'"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("PhotoPicker  (0, 10)  390 × 834"), "\(r.stdout)")
        #expect(r.stderr.contains("PhotoPicker is drawn as a placeholder (UIKit is not available on Linux)"), "\(r.stderr)")
    }
}
