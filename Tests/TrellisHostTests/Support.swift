// Shared by every test file of this target.
@_exported import TrellisTestSupport
