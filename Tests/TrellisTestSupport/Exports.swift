// The tests drive the built command through the same helpers as the benchmarks.
@_exported import TrellisPreviewDriver
