import CCairo
import CX11
import Foundation
import Glibc

/// The off-screen frame: a Cairo image surface whose pixels the X server can take as they are.
/// On a local display the pixels live in a MIT-SHM segment, so presenting a frame copies nothing
/// through the socket; elsewhere XPutImage sends them. The memory starts at the screen's size
/// and grows by half again when it must, so dragging the window does not allocate on every size.
final class FrameBuffer {
    private let display: OpaquePointer
    private let window: Window
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let gc: GC
    private let sharedMemory: Bool
    private var segment = XShmSegmentInfo()
    private var heapMemory: UnsafeMutableRawPointer?
    private var capacity = 0
    private var image: UnsafeMutablePointer<XImage>?
    private(set) var surface: OpaquePointer?
    private(set) var width = 0
    private(set) var height = 0

    /// Nil when the display's default visual is not 24-bit TrueColor with 32-bit xRGB pixels
    /// (Cairo's RGB24 layout), which every current X server offers.
    init?(display: OpaquePointer, window: Window, visual: UnsafeMutablePointer<Visual>, depth: Int32) {
        guard depth == 24 || depth == 32, visual.pointee.red_mask == 0xff0000,
              visual.pointee.green_mask == 0x00ff00, visual.pointee.blue_mask == 0x0000ff else { return nil }
        self.display = display
        self.window = window
        self.visual = visual
        self.depth = depth
        gc = XCreateGC(display, window, 0, nil)
        // No NoExpose event after every frame.
        XSetGraphicsExposures(display, gc, 0)
        sharedMemory = XShmQueryExtension(display) != 0 && Self.isLocal(display)
    }

    private var closed = false
    /// A frame was put from the shared memory and the server may not have read it yet.
    private var serverReading = false

    /// Waits until the server has read the last frame put from the shared memory (the log
    /// line that says a frame is on screen comes after it).
    func finishReading() {
        guard serverReading else { return }
        XSync(display, 0)
        serverReading = false
    }

    /// Frees the shared memory and the GC; call before closing the display.
    func close() {
        guard !closed else { return }
        closed = true
        releaseMemory()
        XFreeGC(display, gc)
    }

    deinit { close() }

    /// A display reached through a local socket can share memory; a forwarded one cannot.
    private static func isLocal(_ display: OpaquePointer) -> Bool {
        guard let name = XDisplayString(display) else { return false }
        let text = String(cString: name)
        return text.hasPrefix(":") || text.hasPrefix("unix:")
    }

    /// The surface to draw the next frame into, `width` × `height` pixels (contents undefined).
    func prepare(width: Int, height: Int) -> OpaquePointer? {
        guard !closed else { return nil }
        finishReading()
        let width = max(1, width), height = max(1, height)
        if let surface, width == self.width, height == self.height { return surface }
        releaseImage()
        let bytes = width * height * 4
        // The first segment is as big as the screen (pages cost memory only once drawn into), so a
        // drag does not stop to reallocate; past that it grows by half again, and gives memory
        // back once a huge window has become small again.
        if bytes > capacity || (capacity > 64 << 20 && bytes < capacity / 4) {
            let screen = Int(XDisplayWidth(display, XDefaultScreen(display))) * Int(XDisplayHeight(display, XDefaultScreen(display))) * 4
            let first = capacity == 0 && sharedMemory ? min(screen, 64 << 20) : 0
            guard allocate(max(bytes, first, bytes > capacity ? capacity + capacity / 2 : bytes)) else { return nil }
        }
        let data = sharedMemory ? UnsafeMutableRawPointer(segment.shmaddr) : heapMemory
        guard let data else { return nil }
        let created: UnsafeMutablePointer<XImage>?
        if sharedMemory {
            created = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, &segment, UInt32(width), UInt32(height))
        } else {
            created = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, nil, UInt32(width), UInt32(height), 32, 0)
        }
        guard let created, created.pointee.bits_per_pixel == 32,
              Int(created.pointee.bytes_per_line) == cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)) else {
            if let created { Self.destroy(created) }
            return nil
        }
        created.pointee.data = data.assumingMemoryBound(to: CChar.self)
        image = created
        surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                                      Int32(width), Int32(height), created.pointee.bytes_per_line)
        self.width = width
        self.height = height
        return surface
    }

    /// Puts the finished frame on the window in one request. With shared memory the server
    /// reads the pixels after this returns: the next `prepare` waits until it has (by then it
    /// mostly has), so the next frame cannot tear this one, and the copy is not part of this
    /// frame's time.
    /// `rectangles` (whole pixels) limits it to what was painted again; nil puts it all.
    func present(_ rectangles: [CGRect]? = nil) {
        guard let image, let surface else { return }
        cairo_surface_flush(surface)
        let parts = rectangles ?? [CGRect(x: 0, y: 0, width: width, height: height)]
        for r in parts {
            let x = Int32(r.minX), y = Int32(r.minY), w = UInt32(r.width), h = UInt32(r.height)
            if sharedMemory {
                XShmPutImage(display, window, gc, image, x, y, x, y, w, h, 0)
            } else {
                XPutImage(display, window, gc, image, x, y, x, y, w, h)
            }
        }
        XFlush(display)
        serverReading = sharedMemory
    }

    private func allocate(_ bytes: Int) -> Bool {
        releaseMemory()
        // Whole megabytes, so small size changes near the top do not reallocate.
        let size = (bytes + (1 << 20) - 1) & ~((1 << 20) - 1)
        if sharedMemory {
            let id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
            guard id >= 0 else { return false }
            guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
                shmctl(id, IPC_RMID, nil)
                return false
            }
            segment.shmid = id
            segment.shmaddr = address.assumingMemoryBound(to: CChar.self)
            segment.readOnly = 0
            XShmAttach(display, &segment)
            XSync(display, 0)
            // Removed now: the kernel frees it once both sides have detached (even after a crash).
            shmctl(id, IPC_RMID, nil)
        } else {
            guard let memory = malloc(size) else { return false }
            heapMemory = memory
        }
        capacity = size
        return true
    }

    private func releaseImage() {
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        if let image { Self.destroy(image) }
        image = nil
        width = 0
        height = 0
    }

    private func releaseMemory() {
        finishReading()
        releaseImage()
        if sharedMemory, segment.shmaddr != nil {
            XShmDetach(display, &segment)
            XSync(display, 0)
            shmdt(segment.shmaddr)
            segment.shmaddr = nil
        }
        if let heapMemory { free(heapMemory) }
        heapMemory = nil
        capacity = 0
    }

    /// Frees an XImage but not the pixels it points at (they belong to this buffer).
    private static func destroy(_ image: UnsafeMutablePointer<XImage>) {
        image.pointee.data = nil
        cx11_destroy_image(image)
    }
}
