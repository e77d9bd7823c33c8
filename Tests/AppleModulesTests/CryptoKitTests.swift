import AppleCryptoKit
import Foundation
import Testing

/// CryptoKit's hashes and HMAC against the standards' own test vectors (FIPS 180-4's examples,
/// RFC 1321's suite, RFC 3174, RFC 4231), and the idioms apps use to print and compare them.
@Suite struct CryptoKitTests {
    /// The digest's bytes as lowercase hexadecimal.
    private func hex<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        bytes.map { String(format: "%02hhx", $0) }.joined()
    }

    /// Bytes from hexadecimal.
    private func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0..<($0 + 2)], as: UTF8.self), radix: 16)! }
    }

    private let message448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    private let message896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"

    @Test func sha256MatchesTheNISTExamples() {
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(data: Data(message448.utf8))) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash(data: Data(message896.utf8))) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(SHA256.blockByteCount == 64 && SHA256Digest.byteCount == 32)
    }

    @Test func sha256OfAMillionAsFedInUnevenChunks() {
        // Chunks of 1,000 bytes straddle the 64-byte blocks, so partial blocks are carried over.
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(data: chunk) }
        #expect(hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha384AndSHA512MatchTheNISTExamples() {
        #expect(hex(SHA384.hash(data: Data("abc".utf8))) == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(hex(SHA384.hash(data: Data())) == "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b")
        #expect(hex(SHA384.hash(data: Data(message448.utf8))) == "3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b")
        #expect(hex(SHA384.hash(data: Data(message896.utf8))) == "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039")
        #expect(hex(SHA512.hash(data: Data("abc".utf8))) == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
        #expect(hex(SHA512.hash(data: Data())) == "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e")
        #expect(hex(SHA512.hash(data: Data(message448.utf8))) == "204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445")
        #expect(hex(SHA512.hash(data: Data(message896.utf8))) == "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909")
        #expect(SHA512.blockByteCount == 128 && SHA384Digest.byteCount == 48 && SHA512Digest.byteCount == 64)
    }

    @Test func md5MatchesTheRFC1321Suite() {
        let suite = [
            "": "d41d8cd98f00b204e9800998ecf8427e",
            "a": "0cc175b9c0f1b6a831c399e269772661",
            "abc": "900150983cd24fb0d6963f7d28e17f72",
            "message digest": "f96b697d7cb7938d525a2f31aaf161d0",
            "abcdefghijklmnopqrstuvwxyz": "c3fcd3d76192e4007dfb496cca67e13b",
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789": "d174ab98d277d9f5a5611c2c9f419d9f",
            String(repeating: "1234567890", count: 8): "57edf4a22be3c955ac49da2e2107b67a",
        ]
        for (message, digest) in suite {
            #expect(hex(Insecure.MD5.hash(data: Data(message.utf8))) == digest, "MD5(\"\(message)\")")
        }
    }

    @Test func sha1MatchesRFC3174() {
        #expect(hex(Insecure.SHA1.hash(data: Data("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(Insecure.SHA1.hash(data: Data(message448.utf8))) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(Insecure.SHA1Digest.byteCount == 20 && Insecure.MD5Digest.byteCount == 16)
    }

    @Test func theMarvelAPISignatureIdiomGivesLowercaseHex() {
        // Kavsoft's MarvelAPI tutorial: md5(ts + privateKey + publicKey) as lowercase hex.
        let string = "1" + "abcd" + "1234"
        let hash = Insecure.MD5.hash(data: Data(string.utf8)).map { String(format: "%02hhx", $0) }.joined()
        #expect(hash == "ffd275c5130566a2916217b101f26150")
    }

    @Test func digestsCompareAndDescribeThemselvesAsApplesDo() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Insecure.MD5.hash(data: Data("abc".utf8)).description == "MD5 digest: 900150983cd24fb0d6963f7d28e17f72")
        #expect(digest == SHA256.hash(data: Array("abc".utf8)))
        #expect(digest != SHA256.hash(data: Data("abd".utf8)))
        #expect(digest == Data(bytes("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")))
        #expect(Set([digest, SHA256.hash(data: Data("abc".utf8))]).count == 1)
        #expect(Array(digest).count == SHA256Digest.byteCount)
        #expect(digest.withUnsafeBytes { $0.count } == 32)
        // Splitting the data does not change the digest, and finalize leaves the hasher as it was.
        var hasher = SHA512()
        hasher.update(data: Data("a".utf8))
        "bc".utf8.withContiguousStorageIfAvailable { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        #expect(hasher.finalize() == SHA512.hash(data: Data("abc".utf8)))
        #expect(hasher.finalize() == hasher.finalize())
    }

    @Test func hmacMatchesRFC4231() {
        let cases: [(key: [UInt8], data: [UInt8], sha256: String, sha512: String)] = [
            ([UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
             "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
             "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854"),
            (Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
             "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
             "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"),
            ([UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
             "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
             "fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb"),
            (Array(1...25), [UInt8](repeating: 0xcd, count: 50),
             "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
             "b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd"),
            // Test case 6: a key longer than a block is hashed first.
            ([UInt8](repeating: 0xaa, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
             "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
             "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598"),
        ]
        for (index, testCase) in cases.enumerated() {
            let key = SymmetricKey(data: testCase.key)
            #expect(hex(HMAC<SHA256>.authenticationCode(for: testCase.data, using: key)) == testCase.sha256, "case \(index)")
            #expect(hex(HMAC<SHA512>.authenticationCode(for: Data(testCase.data), using: key)) == testCase.sha512, "case \(index)")
        }
    }

    @Test func hmacIsIncrementalAndValidatesCodes() {
        let key = SymmetricKey(data: Array("Jefe".utf8))
        var hmac = HMAC<SHA256>(key: key)
        hmac.update(data: Array("what do ya ".utf8))
        hmac.update(data: Data("want for nothing?".utf8))
        let code = hmac.finalize()
        let message = Data("what do ya want for nothing?".utf8)
        #expect(code == HMAC<SHA256>.authenticationCode(for: message, using: key))
        #expect(code.byteCount == 32)
        #expect(code.description == "HMAC with SHA256: 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message, using: key))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("tampered".utf8), using: key))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message, using: SymmetricKey(size: .bits256)))
        // A code received as bytes, as a server's signature header would be.
        #expect(HMAC<SHA256>.isValidAuthenticationCode(Data(code), authenticating: message, using: key))
        #expect(code == Data(code))
    }

    @Test func symmetricKeysAreRandomOrGiven() {
        let key = SymmetricKey(size: .bits256)
        #expect(key.bitCount == 256)
        #expect(key != SymmetricKey(size: .bits256))
        #expect(SymmetricKey(size: .bits128).bitCount == 128)
        #expect(SymmetricKey(size: SymmetricKeySize(bitCount: 192)).withUnsafeBytes { $0.count } == 24)
        #expect(SymmetricKeySize.bits192.bitCount == 192)
        let given = SymmetricKey(data: Data([1, 2, 3]))
        #expect(given.bitCount == 24)
        #expect(given.withUnsafeBytes { Array($0) } == [1, 2, 3])
        #expect(given == SymmetricKey(data: [UInt8]([1, 2, 3])))
    }
}
