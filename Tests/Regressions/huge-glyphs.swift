#Preview {
    VStack {
        Text("Hello").font(.system(size: 2000)).scaleEffect(100)
        Text("Preview 1")
    }
}

// A 2,000-point text scaled 100 times: 200,000-pixel glyphs, past what FreeType draws. Cairo's
// context went into an error state ("error occurred in libfreetype", no place to report) and the
// worker's later paints failed with it; such a text is now not drawn, with a warning.
// expect: nothing
