import Foundation
import Testing
import TrellisTestSupport

/// An account screen in the style apps write it, compiled: a keychain helper with `set`, `get` and
/// `delete` over `SecItem…` (as keychain wrapper packages write it), a network monitor
/// `ObservableObject` started in its `init`, an app-refresh task registered and scheduled, and a
/// tracking-permission request on appear. A preview is a Simulator on a Mac with a network: the
/// token saved is read back, a second add is a duplicate, the path is satisfied over Wi-Fi, a
/// connection waits with the network down, scheduling is unavailable and tracking is declined.
@Suite(.serialized) struct SystemFrameworksCompiled {
    static let account = #"""
        import SwiftUI
        import Security
        import Network
        import BackgroundTasks
        import AppTrackingTransparency
        import AdSupport

        final class TokenKeychain {
            var lastResultCode: OSStatus = noErr
            private let service: String

            init(service: String) { self.service = service }

            private func baseQuery(_ key: String) -> [String: Any] {
                [kSecClass as String: kSecClassGenericPassword,
                 kSecAttrService as String: service,
                 kSecAttrAccount as String: key]
            }

            @discardableResult
            func set(_ value: String, forKey key: String) -> Bool {
                guard let data = value.data(using: .utf8) else { return false }
                delete(key)
                var query = baseQuery(key)
                query[kSecValueData as String] = data
                query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
                lastResultCode = SecItemAdd(query as CFDictionary, nil)
                return lastResultCode == noErr
            }

            func get(_ key: String) -> String? {
                var query = baseQuery(key)
                query[kSecReturnData as String] = kCFBooleanTrue
                query[kSecMatchLimit as String] = kSecMatchLimitOne
                var result: AnyObject?
                lastResultCode = withUnsafeMutablePointer(to: &result) {
                    SecItemCopyMatching(query as CFDictionary, UnsafeMutablePointer($0))
                }
                guard lastResultCode == noErr, let data = result as? Data else { return nil }
                return String(data: data, encoding: .utf8)
            }

            @discardableResult
            func delete(_ key: String) -> Bool {
                lastResultCode = SecItemDelete(baseQuery(key) as CFDictionary)
                return lastResultCode == noErr
            }

            func allKeys() -> [String] {
                let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                            kSecAttrService as String: service,
                                            kSecReturnAttributes as String: true,
                                            kSecMatchLimit as String: kSecMatchLimitAll]
                var result: CFTypeRef?
                guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess,
                      let items = result as? [[String: Any]] else { return [] }
                return items.compactMap { $0[kSecAttrAccount as String] as? String }
            }

            func duplicateStatus(_ key: String) -> OSStatus {
                let query = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: key,
                             kSecValueData: Data("again".utf8)] as [CFString: Any]
                return SecItemAdd(query as CFDictionary, nil)
            }
        }

        final class NetworkMonitor: ObservableObject {
            @Published var isConnected = false
            @Published var onWiFi = false
            @Published var connectionState = "setup"
            private let monitor = NWPathMonitor()
            private let queue = DispatchQueue(label: "NetworkMonitor")
            private var connection: NWConnection?

            init() {
                monitor.pathUpdateHandler = { [weak self] path in
                    DispatchQueue.main.async {
                        self?.isConnected = path.status == .satisfied
                        self?.onWiFi = path.usesInterfaceType(.wifi) && !path.isExpensive
                    }
                }
                monitor.start(queue: queue)
            }

            func ping() {
                let connection = NWConnection(host: "api.example.com", port: 443, using: .tls)
                connection.stateUpdateHandler = { [weak self] state in
                    let text: String
                    switch state {
                    case .ready: text = "ready"
                    case .waiting(let error): text = "waiting \(error.localizedDescription)"
                    case .failed(let error): text = "failed \(error.localizedDescription)"
                    case .preparing: text = "preparing"
                    case .cancelled: text = "cancelled"
                    default: text = "other"
                    }
                    DispatchQueue.main.async { self?.connectionState = text }
                }
                connection.start(queue: queue)
                self.connection = connection
            }

            deinit { monitor.cancel() }
        }

        enum RefreshScheduler {
            static let identifier = "com.example.account.refresh"

            static func register() -> Bool {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
                    guard let task = task as? BGAppRefreshTask else { return }
                    task.expirationHandler = { }
                    task.setTaskCompleted(success: true)
                }
            }

            static func schedule() -> String {
                let request = BGAppRefreshTaskRequest(identifier: identifier)
                request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
                do {
                    try BGTaskScheduler.shared.submit(request)
                    return "scheduled"
                } catch BGTaskScheduler.Error.unavailable {
                    return "unavailable"
                } catch {
                    return "error \(error)"
                }
            }
        }

        struct AccountView: View {
            @StateObject private var network = NetworkMonitor()
            @State private var token = "none"
            @State private var keys: [String] = []
            @State private var duplicate: OSStatus = 0
            @State private var refresh = "not registered"
            @State private var tracking = "unknown"
            private let keychain = TokenKeychain(service: "com.example.account")

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Token: \(token)").id("token \(token)")
                    Text("Keys: \(keys.joined(separator: ","))").id("keys \(keys.joined(separator: ","))")
                    Text("Duplicate: \(duplicate)").id("duplicate \(duplicate)")
                    Label(network.isConnected ? "Online" : "Offline", systemImage: "wifi")
                        .id("online \(network.isConnected) wifi \(network.onWiFi)")
                    Text(network.connectionState).id("connection \(network.connectionState)")
                    Text(refresh).id("refresh \(refresh)")
                    Text(tracking).id("tracking \(tracking)")
                    Text(ASIdentifierManager.shared().advertisingIdentifier.uuidString)
                        .id("idfa \(ASIdentifierManager.shared().advertisingIdentifier.uuidString)")
                }
                .padding()
                .onAppear {
                    keychain.set("abc123", forKey: "accessToken")
                    keychain.set("r-1", forKey: "refreshToken")
                    token = keychain.get("accessToken") ?? "missing"
                    duplicate = keychain.duplicateStatus("accessToken")
                    keychain.delete("refreshToken")
                    keys = keychain.allKeys()
                    refresh = (RefreshScheduler.register() ? "registered " : "refused ") + RefreshScheduler.schedule()
                    network.ping()
                    ATTrackingManager.requestTrackingAuthorization { status in
                        DispatchQueue.main.async {
                            switch status {
                            case .authorized: tracking = "authorized"
                            case .denied: tracking = "denied \(ATTrackingManager.trackingAuthorizationStatus == .denied)"
                            case .notDetermined: tracking = "not determined"
                            case .restricted: tracking = "restricted"
                            @unknown default: tracking = "unknown"
                            }
                        }
                    }
                }
            }
        }

        #Preview {
            AccountView()
        }
        """#

    @Test func theAccountScreenSeesASimulatorWithANetworkButNoHost() throws {
        let url = try Command.temporaryFile(Self.account, name: "AccountView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--size", "390x844", "--interact", "wait 0.3"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        // The keychain keeps what was saved; a second add of the same account is a duplicate
        // (−25299); the deleted key is gone.
        #expect(ids.contains("token abc123") && ids.contains("keys accessToken"), "\(ids)")
        #expect(ids.contains("duplicate -25299"), "\(ids)")
        // The monitor's handler ran: a satisfied Wi-Fi path; the connection waits, network down.
        #expect(ids.contains("online true wifi true"), "\(ids)")
        #expect(ids.contains("connection waiting Network is down"), "\(ids)")
        // Registered, but the Simulator cannot schedule; tracking declined; the IDFA zeroed.
        #expect(ids.contains("refresh registered unavailable"), "\(ids)")
        #expect(ids.contains("tracking denied true"), "\(ids)")
        #expect(ids.contains("idfa 00000000-0000-0000-0000-000000000000"), "\(ids)")
    }
}
