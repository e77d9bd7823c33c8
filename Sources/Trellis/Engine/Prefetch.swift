/// Starts loading the cache line at `address` without waiting for it: the layout pass reads the
/// nodes of a large tree from memory, and a node asked for before it is needed arrives while
/// its siblings are laid out (issue 13: cold layout at 100k views ran at DRAM latency, one node
/// after another). A plain load would stall the processor until the line came; this does not.
///
/// LLVM's prefetch intrinsic, called by its name: Swift has no prefetch of its own, and the
/// engine stays pure Swift. The arguments: read (0), keep in all cache levels (3), data (1).
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ data: Int32)

@inline(__always) func prefetchLine(_ address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
}

/// Starts loading the stack above the current frame: the frames of the callers a recursion
/// returns to next. Down a tree tens of thousands of levels deep, those frames have left the
/// caches by the time the recursion comes back up, and each level would wait for its own.
@inline(__always) func prefetchCallerFrames(_ bytes: Int = 2048) {
    var marker: UInt8 = 0
    withUnsafeMutablePointer(to: &marker) { p in
        let here = UnsafeRawPointer(p)
        var offset = 0
        while offset < bytes {
            prefetchLine(here + offset)
            offset += 64
        }
    }
}
