import AdSupport
@testable import AppleNetwork
@testable import AppleSecurity
@testable import AppTrackingTransparency
@testable import BackgroundTasks
import Foundation
import Testing

/// What handlers called on other queues saw, read under a lock.
private final class Seen<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func add(_ value: Value) { lock.withLock { values.append(value) } }
    var all: [Value] { lock.withLock { values } }
}

/// Polls until a condition holds, up to 2 s.
private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<400 where !condition() { try await Task.sleep(nanoseconds: 5_000_000) }
}

// MARK: - Security

/// The keychain as apps call it: `[String: Any]` queries cast to `CFDictionary`, results cast
/// back from `AnyObject?`. Each test uses its own service, as the keychain is the process's.
@Suite struct SecurityKeychainTests {
    private func query(_ service: String, _ account: String? = nil) -> [String: Any] {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
        if let account { query[kSecAttrAccount as String] = account }
        return query
    }

    @Test func addThenCopyGivesTheDataBackAndASecondAddIsADuplicate() {
        let service = "tests.add.\(UUID())"
        var item = query(service, "alice")
        item[kSecValueData as String] = Data("s3cret".utf8)
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecDuplicateItem)

        var search = query(service, "alice")
        search[kSecReturnData as String] = kCFBooleanTrue
        search[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        #expect(SecItemCopyMatching(search as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "s3cret")

        // Another account of the same service is another item.
        var bob = query(service, "bob")
        bob[kSecValueData as String] = Data("b".utf8)
        #expect(SecItemAdd(bob as CFDictionary, nil) == errSecSuccess)
        // No such account.
        var missing = query(service, "carol")
        missing[kSecReturnData as String] = true
        var none: CFTypeRef?
        #expect(SecItemCopyMatching(missing as CFDictionary, &none) == errSecItemNotFound)
        #expect(none == nil)
    }

    @Test func cfStringKeyedLiteralsWorkToo() {
        let service = "tests.literal.\(UUID())" as CFString
        let add = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "k",
                   kSecValueData: Data([1, 2, 3])] as CFDictionary
        #expect(SecItemAdd(add, nil) == errSecSuccess)
        let read = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: "k",
                    kSecReturnData: true] as CFDictionary
        var result: AnyObject?
        #expect(SecItemCopyMatching(read, &result) == errSecSuccess)
        #expect(result as? Data == Data([1, 2, 3]))
    }

    @Test func updateChangesTheDataAndTheModificationDate() throws {
        let service = "tests.update.\(UUID())"
        var item = query(service, "alice")
        item[kSecValueData as String] = Data("old".utf8)
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        let changes: [String: Any] = [kSecValueData as String: Data("new".utf8), kSecAttrLabel as String: "Alice"]
        #expect(SecItemUpdate(query(service, "alice") as CFDictionary, changes as CFDictionary) == errSecSuccess)
        #expect(SecItemUpdate(query(service, "nobody") as CFDictionary, changes as CFDictionary) == errSecItemNotFound)
        // The class may not be changed.
        let badChanges: [String: Any] = [kSecClass as String: kSecClassInternetPassword]
        #expect(SecItemUpdate(query(service) as CFDictionary, badChanges as CFDictionary) == errSecParam)

        var search = query(service, "alice")
        search[kSecReturnData as String] = true
        search[kSecReturnAttributes as String] = true
        var result: AnyObject?
        #expect(SecItemCopyMatching(search as CFDictionary, &result) == errSecSuccess)
        let found = try #require(result as? [String: Any])
        #expect(found[kSecValueData as String] as? Data == Data("new".utf8))
        #expect(found[kSecAttrLabel as String] as? String == "Alice")
        #expect(found[kSecAttrAccount as String] as? String == "alice")
        let created = try #require(found[kSecAttrCreationDate as String] as? Date)
        let modified = try #require(found[kSecAttrModificationDate as String] as? Date)
        #expect(modified >= created)
        // Renaming onto an existing item is a duplicate.
        var other = query(service, "bob")
        other[kSecValueData as String] = Data()
        #expect(SecItemAdd(other as CFDictionary, nil) == errSecSuccess)
        let rename: [String: Any] = [kSecAttrAccount as String: "alice"]
        #expect(SecItemUpdate(query(service, "bob") as CFDictionary, rename as CFDictionary) == errSecDuplicateItem)
    }

    @Test func deleteRemovesEveryMatchAndThenFindsNothing() {
        let service = "tests.delete.\(UUID())"
        for account in ["a", "b", "c"] {
            var item = query(service, account)
            item[kSecValueData as String] = Data(account.utf8)
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        }
        #expect(SecItemDelete(query(service, "a") as CFDictionary) == errSecSuccess)
        #expect(SecItemDelete(query(service, "a") as CFDictionary) == errSecItemNotFound)
        // Without an account: every remaining item of the service.
        #expect(SecItemDelete(query(service) as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(query(service) as CFDictionary, nil) == errSecItemNotFound)
    }

    @Test func matchLimitAllReturnsEveryItemsAttributes() throws {
        let service = "tests.all.\(UUID())"
        for account in ["one", "two", "three"] {
            var item = query(service, account)
            item[kSecValueData as String] = Data(account.utf8)
            #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        }
        var search = query(service)
        search[kSecReturnAttributes as String] = kCFBooleanTrue
        search[kSecMatchLimit as String] = kSecMatchLimitAll
        var result: AnyObject?
        #expect(SecItemCopyMatching(search as CFDictionary, &result) == errSecSuccess)
        let items = try #require(result as? [[String: Any]])
        #expect(items.compactMap { $0[kSecAttrAccount as String] as? String } == ["one", "two", "three"])
        #expect(items.allSatisfy { $0[kSecAttrService as String] as? String == service })
        // Attributes alone carry no data; the keychain's own attributes are there.
        #expect(items.allSatisfy { $0[kSecValueData as String] == nil })
        #expect(items.first?[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked as String)
        #expect((items.first?[kSecAttrSynchronizable as String] as? NSNumber)?.boolValue == false)
        // Data and attributes of every item.
        search[kSecReturnData as String] = true
        #expect(SecItemCopyMatching(search as CFDictionary, &result) == errSecSuccess)
        let withData = try #require(result as? [[String: Any]])
        #expect(withData.compactMap { $0[kSecValueData as String] as? Data } == ["one", "two", "three"].map { Data($0.utf8) })
        // A number limits the count.
        search[kSecMatchLimit as String] = 2
        #expect(SecItemCopyMatching(search as CFDictionary, &result) == errSecSuccess)
        #expect((result as? [[String: Any]])?.count == 2)
    }

    @Test func synchronizableItemsAreSeenOnlyWhenAskedFor() {
        let service = "tests.sync.\(UUID())"
        var synced = query(service, "s")
        synced[kSecAttrSynchronizable as String] = kCFBooleanTrue
        synced[kSecValueData as String] = Data("s".utf8)
        #expect(SecItemAdd(synced as CFDictionary, nil) == errSecSuccess)
        // A plain query does not see it; `Any` and `true` do.
        #expect(SecItemCopyMatching(query(service, "s") as CFDictionary, nil) == errSecItemNotFound)
        var any = query(service, "s")
        any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        #expect(SecItemCopyMatching(any as CFDictionary, nil) == errSecSuccess)
        // A non-syncing item of the same account is a different item.
        var local = query(service, "s")
        local[kSecValueData as String] = Data("l".utf8)
        #expect(SecItemAdd(local as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemDelete(any as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(any as CFDictionary, nil) == errSecItemNotFound)
        // Adding with `Any` is not valid.
        #expect(SecItemAdd(any as CFDictionary, nil) == errSecParam)
    }

    @Test func accessGroupsAndPersistentReferencesFindTheirItems() throws {
        let service = "tests.group.\(UUID())"
        var shared = query(service, "shared")
        shared[kSecAttrAccessGroup as String] = "TEAM.group.shared"
        shared[kSecValueData as String] = Data("x".utf8)
        shared[kSecReturnPersistentRef as String] = true
        var reference: AnyObject?
        #expect(SecItemAdd(shared as CFDictionary, &reference) == errSecSuccess)
        let persistent = try #require(reference as? Data)
        var inGroup = query(service)
        inGroup[kSecAttrAccessGroup as String] = "TEAM.group.shared"
        #expect(SecItemCopyMatching(inGroup as CFDictionary, nil) == errSecSuccess)
        inGroup[kSecAttrAccessGroup as String] = "TEAM.group.other"
        #expect(SecItemCopyMatching(inGroup as CFDictionary, nil) == errSecItemNotFound)
        let byReference: [String: Any] = [kSecValuePersistentRef as String: persistent, kSecReturnData as String: true]
        var data: AnyObject?
        #expect(SecItemCopyMatching(byReference as CFDictionary, &data) == errSecSuccess)
        #expect(data as? Data == Data("x".utf8))
    }

    @Test func malformedQueriesAreParameterErrors() {
        #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
        #expect(SecItemAdd([kSecClass as String: "nope"] as CFDictionary, nil) == errSecParam)
        var stringData = query("tests.param")
        stringData[kSecValueData as String] = "not data"
        #expect(SecItemAdd(stringData as CFDictionary, nil) == errSecParam)
        #expect(SecItemCopyMatching([kSecAttrService as String: "x"] as CFDictionary, nil) == errSecParam)
        #expect(SecItemDelete([:] as CFDictionary) == errSecParam)
    }

    @Test func errorMessagesRandomBytesAndAccessControl() throws {
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
        #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil) as String? == "The specified item already exists in the keychain.")
        #expect(errSecItemNotFound == -25300 && errSecDuplicateItem == -25299 && errSecParam == -50 && noErr == errSecSuccess)

        var first = [UInt8](repeating: 0, count: 32)
        var second = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, first.count, &first) == errSecSuccess)
        #expect(SecRandomCopyBytes(kSecRandomDefault, second.count, &second) == errSecSuccess)
        #expect(first != second && first != [UInt8](repeating: 0, count: 32))
        var odd = Data(count: 13)
        let status = odd.withUnsafeMutableBytes { SecRandomCopyBytes(kSecRandomDefault, 13, $0.baseAddress!) }
        #expect(status == errSecSuccess && odd.count == 13)

        var error: Unmanaged<CFError>?
        let control = try #require(SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
                                                                     .userPresence, &error))
        #expect(error == nil && control.flags == .userPresence)
        #expect(SecAccessControlCreateWithFlags(nil, "bogus" as CFString, [], &error) == nil)
        #expect(error?.takeRetainedValue().code == Int(errSecParam))

        let certificate = try #require(SecCertificateCreateWithData(nil, Data([0x30, 0x03, 0x02, 0x01, 0x01]) as CFData))
        var trust: SecTrust?
        #expect(SecTrustCreateWithCertificates(certificate, SecPolicyCreateSSL(true, "example.com" as CFString), &trust) == errSecSuccess)
        var trustError: CFError?
        #expect(SecTrustEvaluateWithError(try #require(trust), &trustError) == false)
        #expect(trustError?.code == Int(errSecNotTrusted))
        var keyError: Unmanaged<CFError>?
        let attributes: [String: Any] = [kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits as String: 256]
        #expect(SecKeyCreateRandomKey(attributes as CFDictionary, &keyError) == nil)
        #expect(keyError?.takeRetainedValue().code == Int(errSecUnimplemented))
    }
}

// MARK: - Network

/// `NWPathMonitor` and `NWConnection` as a preview sees them: a Wi-Fi network, no reachable host.
@Suite struct NetworkTests {
    @Test func thePathMonitorReportsASatisfiedWiFiPathOnItsQueue() async throws {
        let monitor = NWPathMonitor()
        #expect(monitor.currentPath.status == .unsatisfied)
        let paths = Seen<NWPath>()
        let labels = Seen<String>()
        let queue = DispatchQueue(label: "tests.monitor")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "tests.monitor")
        monitor.pathUpdateHandler = { path in
            paths.add(path)
            labels.add(DispatchQueue.getSpecific(key: key) ?? "another queue")
        }
        monitor.start(queue: queue)
        try await waitUntil { !paths.all.isEmpty }
        let path = try #require(paths.all.first)
        #expect(path.status == .satisfied && path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.cellular))
        #expect(!path.isExpensive && !path.isConstrained && path.supportsDNS && path.unsatisfiedReason == .notAvailable)
        #expect(path.availableInterfaces.map(\.name) == ["en0"] && path.availableInterfaces.first?.type == .wifi)
        #expect(labels.all == ["tests.monitor"])
        #expect(monitor.currentPath == path && monitor.queue === queue)
        monitor.cancel()

        let cellular = NWPathMonitor(requiredInterfaceType: .cellular)
        cellular.start(queue: queue)
        #expect(cellular.currentPath.status == .unsatisfied && cellular.currentPath.availableInterfaces.isEmpty)
        cellular.cancel()
    }

    @Test func iteratingAMonitorGivesThePath() async throws {
        var iterator = NWPathMonitor().makeAsyncIterator()
        let path = try #require(await iterator.next())
        #expect(path.status == .satisfied)
    }

    @Test func aConnectionPreparesThenWaitsAndItsSendsAndReceivesFail() async throws {
        let connection = NWConnection(host: "example.com", port: .https, using: .tls)
        #expect(connection.state == .setup && connection.endpoint.debugDescription == "example.com:443")
        let states = Seen<NWConnection.State>()
        connection.stateUpdateHandler = { states.add($0) }
        connection.start(queue: DispatchQueue(label: "tests.connection"))
        try await waitUntil { states.all.count >= 2 }
        #expect(states.all == [.preparing, .waiting(.posix(.ENETDOWN))])
        #expect(connection.state == .waiting(.posix(.ENETDOWN)))

        let sendErrors = Seen<NWError?>()
        connection.send(content: Data("GET /".utf8), completion: .contentProcessed { sendErrors.add($0) })
        let received = Seen<NWError?>()
        connection.receive(minimumIncompleteLength: 1, maximumLength: 1024) { data, _, complete, error in
            #expect(data == nil && !complete)
            received.add(error)
        }
        try await waitUntil { !sendErrors.all.isEmpty && !received.all.isEmpty }
        #expect(sendErrors.all == [.posix(.ENETDOWN)] && received.all == [.posix(.ENETDOWN)])

        connection.cancel()
        try await waitUntil { states.all.count >= 3 }
        #expect(states.all.last == .cancelled && connection.state == .cancelled)
    }

    @Test func endpointsAddressesAndListeners() async throws {
        #expect(NWEndpoint.Host("192.168.0.10") == .ipv4(IPv4Address("192.168.0.10")!))
        #expect(IPv4Address("10.0.0.1")?.rawValue == Data([10, 0, 0, 1]) && IPv4Address("300.1.1.1") == nil)
        #expect(IPv6Address("::1")?.isLoopback == true && IPv6Address("fe80::1")?.isLinkLocal == true)
        #expect(IPv6Address("::ffff:1.2.3.4")?.asIPv4 == IPv4Address("1.2.3.4"))
        let port: NWEndpoint.Port = 8080
        #expect(port.rawValue == 8080 && NWEndpoint.Port("https") == .https && NWEndpoint.Port(rawValue: 22) == .ssh)
        #expect(NWEndpoint.hostPort(host: "::1", port: 80).debugDescription == "[::1]:80")
        #expect(NWError.posix(.ENETDOWN).localizedDescription == "Network is down")

        let listener = try NWListener(using: .tcp, on: 8080)
        let states = Seen<NWListener.State>()
        listener.stateUpdateHandler = { states.add($0) }
        listener.newConnectionHandler = { _ in states.add(.ready) }
        listener.start(queue: .global())
        try await waitUntil { !states.all.isEmpty }
        #expect(states.all == [.failed(.posix(.EPERM))] && listener.port == nil)
    }
}

// MARK: - BackgroundTasks, AppTrackingTransparency, AdSupport

/// The scheduler on a Simulator: registrations taken, submissions unavailable, nothing pending.
@Suite struct BackgroundTasksTests {
    @Test func registeringWorksAndSubmittingIsUnavailable() async throws {
        let scheduler = BGTaskScheduler.shared
        #expect(scheduler.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
            task.setTaskCompleted(success: true)
        })
        #expect(scheduler.isRegistered("com.example.refresh"))
        let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        #expect(throws: BGTaskScheduler.Error(.unavailable)) { try scheduler.submit(request) }
        do {
            try scheduler.submit(request)
        } catch BGTaskScheduler.Error.unavailable {
            // Matched by code, as apps catch it.
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect((BGTaskScheduler.Error(.unavailable) as NSError).domain == "BGTaskSchedulerErrorDomain")
        let processing = BGProcessingTaskRequest(identifier: "com.example.clean")
        processing.requiresNetworkConnectivity = true
        processing.requiresExternalPower = true
        let copy = try #require(processing.copy() as? BGProcessingTaskRequest)
        #expect(copy.identifier == "com.example.clean" && copy.requiresNetworkConnectivity && copy.requiresExternalPower)
        scheduler.cancel(taskRequestWithIdentifier: "com.example.refresh")
        scheduler.cancelAllTaskRequests()
        #expect(await scheduler.pendingTaskRequests().isEmpty)
        let pending = Seen<Int>()
        scheduler.getPendingTaskRequests { pending.add($0.count) }
        try await waitUntil { !pending.all.isEmpty }
        #expect(pending.all == [0])

        let task = BGAppRefreshTask(identifier: "com.example.refresh")
        let expired = Seen<Bool>()
        task.expirationHandler = { expired.add(true) }
        task.expire()
        task.setTaskCompleted(success: false)
        #expect(expired.all == [true] && task.completion == false)
    }
}

/// Tracking: not determined until asked, then declined; the advertising identifier zeroed.
@Suite(.serialized) struct TrackingTests {
    @Test func askingIsDeclinedOnABackgroundQueue() async throws {
        ATTrackingManager.reset()
        #expect(ATTrackingManager.trackingAuthorizationStatus == .notDetermined)
        let answers = Seen<(ATTrackingManager.AuthorizationStatus, Bool)>()
        ATTrackingManager.requestTrackingAuthorization { status in answers.add((status, Thread.isMainThread)) }
        try await waitUntil { !answers.all.isEmpty }
        #expect(answers.all.first?.0 == .denied && answers.all.first?.1 == false)
        #expect(ATTrackingManager.trackingAuthorizationStatus == .denied)
        #expect(await ATTrackingManager.requestTrackingAuthorization() == .denied)
    }

    @Test func theAdvertisingIdentifierIsZeros() {
        let manager = ASIdentifierManager.shared()
        #expect(manager.advertisingIdentifier.uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(!manager.isAdvertisingTrackingEnabled && manager === ASIdentifierManager.shared())
    }
}
