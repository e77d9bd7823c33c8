// Reed–Solomon error correction over GF(256), as QR codes use it (the field of x⁸ + x⁴ + x³ +
// x² + 1, generator roots α⁰ … α^(n−1)): syndromes, Berlekamp–Massey for the error locator, a
// Chien search for the positions and Forney's formula for the values. Pure arithmetic.
import Foundation

/// Corrects a block of codewords (data then error-correction codewords, highest power first).
enum ReedSolomonDecoder {
    /// αⁱ for i in 0..<255 (and repeated, so that sums of logarithms index it directly).
    static let exp: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        var x = 1
        for i in 0..<255 {
            table[i] = UInt8(x)
            x <<= 1
            if x & 0x100 != 0 { x ^= 0x11D }
        }
        for i in 255..<512 { table[i] = table[i - 255] }
        return table
    }()

    /// log_α of 1...255 (index 0 unused).
    static let log: [Int] = {
        var table = [Int](repeating: 0, count: 256)
        for i in 0..<255 { table[Int(exp[i])] = i }
        return table
    }()

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        a == 0 || b == 0 ? 0 : exp[log[Int(a)] + log[Int(b)]]
    }

    static func divide(_ a: UInt8, _ b: UInt8) -> UInt8 {
        a == 0 ? 0 : exp[(log[Int(a)] + 255 - log[Int(b)]) % 255]
    }

    /// αⁿ for any integer n.
    static func power(_ n: Int) -> UInt8 { exp[((n % 255) + 255) % 255] }

    /// A polynomial (coefficients from the constant term up) at x.
    static func evaluate(_ poly: [UInt8], at x: UInt8) -> UInt8 {
        var result: UInt8 = 0
        for coefficient in poly.reversed() { result = multiply(result, x) ^ coefficient }
        return result
    }

    /// The block with up to `ecCount / 2` wrong codewords corrected, or nil when it has more.
    /// - Parameters:
    ///   - block: The codewords, highest power first.
    ///   - ecCount: How many of them are error-correction codewords.
    /// - Returns: The corrected block, or nil.
    static func correct(_ block: [UInt8], ecCount: Int) -> [UInt8]? {
        let n = block.count
        // The received polynomial r(x) = Σ block[k]·x^(n−1−k); syndromes Sᵢ = r(αⁱ).
        func syndromes(_ codewords: [UInt8]) -> [UInt8] {
            (0..<ecCount).map { i in
                let x = power(i)
                var value: UInt8 = 0
                for c in codewords { value = multiply(value, x) ^ c }
                return value
            }
        }
        let s = syndromes(block)
        if s.allSatisfy({ $0 == 0 }) { return block }

        // Berlekamp–Massey: the error locator Λ(x), constant term first.
        var locator: [UInt8] = [1], previous: [UInt8] = [1]
        var errors = 0, shift = 1
        var lastDiscrepancy: UInt8 = 1
        for step in 0..<ecCount {
            var discrepancy = s[step]
            for i in 1...max(1, errors) where i < locator.count { discrepancy ^= multiply(locator[i], s[step - i]) }
            if discrepancy == 0 {
                shift += 1
                continue
            }
            let factor = divide(discrepancy, lastDiscrepancy)
            var next = locator
            if next.count < previous.count + shift { next += [UInt8](repeating: 0, count: previous.count + shift - next.count) }
            for (i, b) in previous.enumerated() { next[i + shift] ^= multiply(factor, b) }
            if 2 * errors <= step {
                previous = locator
                errors = step + 1 - errors
                lastDiscrepancy = discrepancy
                shift = 1
            } else {
                shift += 1
            }
            locator = next
        }
        while locator.count > 1 && locator.last == 0 { locator.removeLast() }
        guard errors == locator.count - 1, 2 * errors <= ecCount else { return nil }

        // Chien search: an error at index k (degree j = n−1−k) makes Λ(α^−j) zero.
        var positions: [Int] = []
        for k in 0..<n where evaluate(locator, at: power(-(n - 1 - k))) == 0 { positions.append(k) }
        guard positions.count == errors else { return nil }

        // Forney: the value at X = α^j is X·Ω(X⁻¹) / Λ'(X⁻¹), with Ω = S·Λ mod x^ecCount.
        var omega = [UInt8](repeating: 0, count: ecCount)
        for (i, si) in s.enumerated() {
            for (j, lj) in locator.enumerated() where i + j < ecCount { omega[i + j] ^= multiply(si, lj) }
        }
        // The formal derivative keeps the odd powers: Λ'(x) = Σ Λᵢ·x^(i−1) for odd i.
        var derivative = [UInt8](repeating: 0, count: max(1, locator.count - 1))
        for i in stride(from: 1, to: locator.count, by: 2) { derivative[i - 1] = locator[i] }

        var corrected = block
        for k in positions {
            let j = n - 1 - k
            let x = power(j), inverse = power(-j)
            let denominator = evaluate(derivative, at: inverse)
            guard denominator != 0 else { return nil }
            corrected[k] ^= multiply(x, divide(evaluate(omega, at: inverse), denominator))
        }
        return syndromes(corrected).allSatisfy { $0 == 0 } ? corrected : nil
    }
}
