// The linear solver behind Auto Layout: a set of linear equalities and inequalities over real
// variables, each with a priority. Required ones (priority 1000) must hold; the others are met as
// nearly as their priorities allow, a higher priority always before a lower one (Auto Layout's
// documented order), each priority level minimising the sum of its constraints' errors (the
// distance by which each misses), as the Cassowary family of solvers does. Last, variables that
// are still free keep their current values ("stays"), so an ambiguous layout leaves views where
// they are.
//
// The method:
// 1. Required equalities are solved for one of their variables each, in order, and substituted
//    into everything else (most of a layout's constraints are such: edges pinned to edges), so the
//    rest is a small problem over the variables that remain free. A required equality that
//    contradicts those before it is left out ("broken").
// 2. The rest is a simplex tableau: free variables split into two non-negative parts;
//    inequalities get slack columns; optional constraints get error columns, which also give each
//    row a starting basic column, so only required inequalities may need a first phase. Each level
//    is minimised in turn from the last basis, and the columns whose reduced cost is positive at a
//    level's optimum are fixed at zero, so no lower level can worsen a higher one (exact
//    lexicographic optimisation). Dantzig's rule picks the entering column, Bland's once pivots
//    stop making progress, and a hard limit on pivots means the solver always returns.
// 3. Required inequalities that cannot hold with the rest are found by adding them one at a time;
//    those that do not fit are broken too, as UIKit breaks them.
import Foundation

/// One linear constraint for the solver: `terms · x + constant (relation) 0`.
struct LinearConstraint {
    /// How the expression compares with zero.
    enum Relation {
        /// `expression == 0`.
        case equal
        /// `expression >= 0`.
        case greaterThanOrEqual
        /// `expression <= 0`.
        case lessThanOrEqual
    }
    /// The coefficients, by variable index.
    var terms: [Int: Double]
    /// The constant added to the terms.
    var constant: Double
    /// How the expression compares with zero.
    var relation: Relation
    /// The priority: 1000 or more is required.
    var priority: Double

    var isRequired: Bool { priority >= LinearConstraintSolver.required }
}

/// The outcome of a solve.
struct LinearSolution {
    /// The variables' values (the stays' targets if the solver gave up).
    var values: [Double]
    /// The indices (into the constraints given) of required constraints that were left out
    /// because they conflict with those before them.
    var broken: [Int]
    /// Whether the solver gave up (a pivot limit was hit); the values are then the stays.
    var gaveUp: Bool
}

/// Solves prioritised linear constraints (see the file's notes).
enum LinearConstraintSolver {
    /// The priority at and above which a constraint is required.
    static let required = 1000.0
    private static let tolerance = 1e-7

    /// An expression over variables.
    private struct Expression {
        var terms: [Int: Double]
        var constant: Double
    }

    /// Solves constraints over `stays.count` variables.
    /// - Parameters:
    ///   - constraints: The constraints.
    ///   - stays: Each variable's current value, kept where nothing else decides it.
    /// - Returns: The values, and which required constraints were broken.
    static func solve(_ constraints: [LinearConstraint], stays: [Double]) -> LinearSolution {
        // 1. Required equalities, solved for a variable each and substituted.
        var substitutions: [Int: Expression] = [:]
        var broken: [Int] = []
        func substitute(_ e: Expression) -> Expression {
            var result = Expression(terms: [:], constant: e.constant)
            for (v, a) in e.terms {
                if let s = substitutions[v] {
                    result.constant += a * s.constant
                    for (w, b) in s.terms { result.terms[w, default: 0] += a * b }
                } else {
                    result.terms[v, default: 0] += a
                }
            }
            result.terms = result.terms.filter { abs($0.value) > 1e-12 }
            return result
        }
        for (i, c) in constraints.enumerated() where c.isRequired && c.relation == .equal {
            let e = substitute(Expression(terms: c.terms, constant: c.constant))
            let scale = max(1, abs(e.constant), e.terms.values.reduce(0) { max($0, abs($1)) })
            guard let pivot = e.terms.max(by: { abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key < $1.key) }),
                  abs(pivot.value) > 1e-9 * scale else {
                if abs(e.constant) > tolerance * scale { broken.append(i) }
                continue
            }
            // pivot = −(constant + Σ others) / coefficient
            var solved = Expression(terms: [:], constant: -e.constant / pivot.value)
            for (v, a) in e.terms where v != pivot.key { solved.terms[v] = -a / pivot.value }
            for key in Array(substitutions.keys) {
                guard let b = substitutions[key]!.terms[pivot.key] else { continue }
                var s = substitutions[key]!
                s.terms[pivot.key] = nil
                s.constant += b * solved.constant
                for (w, a) in solved.terms { s.terms[w, default: 0] += b * a }
                s.terms = s.terms.filter { abs($0.value) > 1e-12 }
                substitutions[key] = s
            }
            substitutions[pivot.key] = solved
        }

        // 2. Everything else, over the free variables.
        let free = (0..<stays.count).filter { substitutions[$0] == nil }
        var column: [Int: Int] = [:]
        for (k, v) in free.enumerated() { column[v] = k }
        var rest: [(index: Int, constraint: LinearConstraint)] = []
        for (i, c) in constraints.enumerated() where !(c.isRequired && c.relation == .equal) {
            let e = substitute(Expression(terms: c.terms, constant: c.constant))
            var mapped: [Int: Double] = [:]
            for (v, a) in e.terms { mapped[column[v]!] = a }
            rest.append((i, LinearConstraint(terms: mapped, constant: e.constant, relation: c.relation, priority: c.priority)))
        }
        var freeStays: [Double] = []
        for v in free {
            // A free variable stays where it is.
            freeStays.append(stays[v])
        }
        var used = rest.map(\.constraint)
        var program = Program(constraints: used, variableCount: free.count, stays: freeStays)
        var values = program.lexicographicMinimum()
        if values == nil, program.isInfeasible {
            // 3. Required inequalities that do not fit, found one at a time.
            var accepted: [LinearConstraint] = []
            var kept: [(index: Int, constraint: LinearConstraint)] = []
            for entry in rest {
                guard entry.constraint.isRequired else {
                    kept.append(entry)
                    continue
                }
                var check = Program(constraints: accepted + [entry.constraint], variableCount: free.count, stays: nil)
                if check.phaseOne() == true {
                    accepted.append(entry.constraint)
                    kept.append(entry)
                } else {
                    broken.append(entry.index)
                }
            }
            used = kept.map(\.constraint)
            program = Program(constraints: used, variableCount: free.count, stays: freeStays)
            values = program.lexicographicMinimum()
        }
        guard let freeValues = values else { return LinearSolution(values: stays, broken: broken.sorted(), gaveUp: true) }

        // The eliminated variables from the free ones.
        var result = stays
        for (k, v) in free.enumerated() { result[v] = freeValues[k] }
        for (v, s) in substitutions {
            result[v] = s.terms.reduce(s.constant) { $0 + $1.value * result[$1.key] }
        }
        return LinearSolution(values: result, broken: broken.sorted(), gaveUp: false)
    }
}

/// A linear program in tableau form: minimise objectives over `A z = b`, `z >= 0`.
private struct Program {
    private static let epsilon = 1e-9
    private static let fixThreshold = 1e-7
    private static let pivotLimit = 20_000

    /// The tableau, row after row, each `width` wide (the last entry is the right-hand side).
    private var table: [Double] = []
    private var width = 0
    private var rowCount = 0
    /// Each row's basic column.
    private var basis: [Int] = []
    /// How many columns there are (the right-hand side is not one).
    private var columns = 0
    /// Columns that may enter the basis.
    private var allowed: [Bool] = []
    /// The artificial columns.
    private var artificials: [Int] = []
    /// The objective levels, most important first: each a map of column to cost.
    private var levels: [[Int: Double]] = []
    private let variableCount: Int
    /// Whether phase one found the constraints cannot all hold.
    private(set) var isInfeasible = false

    /// Builds the program for constraints over variables and, when given, stays at values.
    init(constraints: [LinearConstraint], variableCount: Int, stays: [Double]?) {
        self.variableCount = variableCount
        var columnCount = 2 * variableCount
        // Each row: its terms, right-hand side, and a column that can start basic (+1) or nil.
        var sparseRows: [(terms: [Int: Double], rhs: Double)] = []
        var levelCosts: [Double: [Int: Double]] = [:]
        func newColumn() -> Int {
            columnCount += 1
            return columnCount - 1
        }
        func split(_ terms: [Int: Double]) -> [Int: Double] {
            var result: [Int: Double] = [:]
            for (v, a) in terms where a != 0 {
                result[2 * v] = a
                result[2 * v + 1] = -a
            }
            return result
        }
        for constraint in constraints {
            var terms = split(constraint.terms)
            switch (constraint.relation, constraint.isRequired) {
            case (.equal, true): break
            case (.greaterThanOrEqual, true): terms[newColumn()] = -1
            case (.lessThanOrEqual, true): terms[newColumn()] = 1
            case (.equal, false):
                let below = newColumn(), above = newColumn()
                terms[below] = 1
                terms[above] = -1
                levelCosts[constraint.priority, default: [:]][below] = 1
                levelCosts[constraint.priority, default: [:]][above] = 1
            case (.greaterThanOrEqual, false):
                let error = newColumn()
                terms[error] = 1
                terms[newColumn()] = -1
                levelCosts[constraint.priority, default: [:]][error] = 1
            case (.lessThanOrEqual, false):
                let error = newColumn()
                terms[error] = -1
                terms[newColumn()] = 1
                levelCosts[constraint.priority, default: [:]][error] = 1
            }
            sparseRows.append((terms, -constraint.constant))
        }
        var stayCosts: [Int: Double] = [:]
        if let stays {
            for (variable, target) in stays.enumerated() {
                let below = newColumn(), above = newColumn()
                sparseRows.append(([2 * variable: 1, 2 * variable + 1: -1, below: 1, above: -1], target))
                stayCosts[below] = 1
                stayCosts[above] = 1
            }
        }
        levels = levelCosts.keys.sorted(by: >).map { levelCosts[$0]! }
        if stays != nil { levels.append(stayCosts) }
        // Rows whose right-hand side is negative are negated; a row starts with a column of
        // coefficient +1 that appears in no other row as its basic one, else with an artificial.
        var normalized: [(terms: [Int: Double], rhs: Double, start: Int?)] = []
        var occurrences: [Int: Int] = [:]
        for row in sparseRows { for c in row.terms.keys where c >= 2 * variableCount { occurrences[c, default: 0] += 1 } }
        for row in sparseRows {
            var terms = row.terms, rhs = row.rhs
            if rhs < 0 {
                terms = terms.mapValues { -$0 }
                rhs = -rhs
            }
            let start = terms.filter { $0.key >= 2 * variableCount && $0.value == 1 && occurrences[$0.key] == 1 }.keys.min()
            normalized.append((terms, rhs, start))
        }
        let needArtificial = normalized.filter { $0.start == nil }.count
        columns = columnCount + needArtificial
        width = columns + 1
        rowCount = normalized.count
        allowed = Array(repeating: true, count: columns)
        table = Array(repeating: 0, count: rowCount * width)
        var nextArtificial = columnCount
        for (r, row) in normalized.enumerated() {
            for (c, a) in row.terms { table[r * width + c] = a }
            table[r * width + columns] = row.rhs
            if let start = row.start {
                basis.append(start)
            } else {
                table[r * width + nextArtificial] = 1
                basis.append(nextArtificial)
                artificials.append(nextArtificial)
                nextArtificial += 1
            }
        }
    }

    /// Finds a point meeting every constraint: true when there is one, false when there is none,
    /// nil when the pivot limit was hit.
    mutating func phaseOne() -> Bool? {
        guard !artificials.isEmpty else { return true }
        var cost: [Int: Double] = [:]
        for column in artificials { cost[column] = 1 }
        guard let value = minimise(cost) else { return nil }
        var scale = 1.0
        for r in 0..<rowCount { scale = max(scale, abs(table[r * width + columns])) }
        guard value <= 1e-7 * scale else {
            isInfeasible = true
            return false
        }
        // Artificial columns leave the basis where they can, and never come back.
        let isArtificial = Set(artificials)
        for r in 0..<rowCount where isArtificial.contains(basis[r]) {
            if let column = (0..<columns).first(where: { !isArtificial.contains($0) && allowed[$0] && abs(table[r * width + $0]) > Self.epsilon }) {
                pivot(row: r, column: column)
            }
        }
        for column in artificials { allowed[column] = false }
        return true
    }

    /// Minimises each level in turn (see the file's notes) and returns the variables' values, or
    /// nil when the constraints cannot hold or the pivot limit was hit.
    mutating func lexicographicMinimum() -> [Double]? {
        guard phaseOne() == true else { return nil }
        for level in levels {
            guard minimise(level) != nil else { return nil }
            let reduced = reducedCosts(level)
            var basic = Array(repeating: false, count: columns)
            for column in basis { basic[column] = true }
            for column in 0..<columns where allowed[column] && !basic[column] && reduced[column] > Self.fixThreshold {
                allowed[column] = false
            }
        }
        var columnValues = Array(repeating: 0.0, count: columns)
        for (r, column) in basis.enumerated() { columnValues[column] = table[r * width + columns] }
        return (0..<variableCount).map { columnValues[2 * $0] - columnValues[2 * $0 + 1] }
    }

    /// The reduced costs of every column for an objective, at the current basis (the last entry:
    /// minus the objective's value).
    private func reducedCosts(_ cost: [Int: Double]) -> [Double] {
        var reduced = Array(repeating: 0.0, count: width)
        for (column, value) in cost { reduced[column] = value }
        for (r, column) in basis.enumerated() {
            guard let c = cost[column], c != 0 else { continue }
            let start = r * width
            for j in 0..<width {
                let a = table[start + j]
                if a != 0 { reduced[j] -= c * a }
            }
        }
        return reduced
    }

    /// Runs the simplex method on an objective from the current (feasible) basis; returns the
    /// objective's minimum, or nil when the pivot limit was hit.
    private mutating func minimise(_ cost: [Int: Double]) -> Double? {
        var reduced = reducedCosts(cost)
        var pivots = 0
        var stalled = 0
        var lastValue = -reduced[columns]
        while true {
            // The entering column: the most negative reduced cost, or the first negative one
            // (Bland's rule) once progress has stalled.
            var entering = -1
            var best = -Self.epsilon
            for j in 0..<columns where allowed[j] && reduced[j] < best {
                entering = j
                if stalled > 50 { break }
                best = reduced[j]
            }
            if entering < 0 { return -reduced[columns] }
            // The leaving row: the smallest ratio, ties to the smallest basic column.
            var leaving = -1
            var ratio = Double.infinity
            for r in 0..<rowCount {
                let a = table[r * width + entering]
                guard a > Self.epsilon else { continue }
                let q = table[r * width + columns] / a
                if q < ratio - Self.epsilon || (abs(q - ratio) <= Self.epsilon && leaving >= 0 && basis[r] < basis[leaving]) {
                    ratio = q
                    leaving = r
                }
            }
            // Unbounded: cannot happen with non-negative costs; stop where we are.
            if leaving < 0 { return -reduced[columns] }
            pivot(row: leaving, column: entering)
            let factor = reduced[entering]
            if factor != 0 {
                let start = leaving * width
                for j in 0..<width {
                    let a = table[start + j]
                    if a != 0 { reduced[j] -= factor * a }
                }
            }
            pivots += 1
            if pivots > Self.pivotLimit { return nil }
            let value = -reduced[columns]
            stalled = value < lastValue - Self.epsilon ? 0 : stalled + 1
            lastValue = min(lastValue, value)
        }
    }

    /// Pivots: `column` becomes basic in `row`.
    private mutating func pivot(row r: Int, column: Int) {
        let width = self.width
        let rowCount = self.rowCount
        table.withUnsafeMutableBufferPointer { t in
            let start = r * width
            let p = t[start + column]
            var nonzero: [Int] = []
            for j in 0..<width where t[start + j] != 0 {
                var v = t[start + j] / p
                if abs(v) < 1e-13 { v = 0 }
                t[start + j] = v
                if v != 0 { nonzero.append(j) }
            }
            t[start + column] = 1
            for i in 0..<rowCount where i != r {
                let rowStart = i * width
                let factor = t[rowStart + column]
                guard factor != 0 else { continue }
                for j in nonzero {
                    var v = t[rowStart + j] - factor * t[start + j]
                    if abs(v) < 1e-13 { v = 0 }
                    t[rowStart + j] = v
                }
                t[rowStart + column] = 0
            }
        }
        basis[r] = column
    }
}
