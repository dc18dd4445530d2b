// The constraint solver alone on a feed of N cells (FeedSystem: ten views, 54 constraints a
// cell), beside Kiwi (python3-kiwisolver, a C++ Cassowary) on the same systems in the same run:
// the first solve, one title's height changed, and the window's width changed. The floor is one
// pass evaluating every constraint at the solution: no solver can answer without reading each
// constraint once.
import Foundation
import LayoutSolver

@MainActor
struct Measurement {
  var first: [Double] = []
  var changeInPlace: [Double] = []
  var changeByReplacing: [Double] = []
  var width: [Double] = []
  var floor: [Double] = []
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// Reads the values that changed, as a layout engine does after a change (mapping each
/// variable back to what it lays out).
func readChanges(
  _ solver: ConstraintSolver, _ index: [Variable: Int], into values: inout [Double]
) {
  for variable in solver.takeChangedVariables() {
    if let i = index[variable] { values[i] = solver.value(of: variable) }
  }
}

/// One round of our solver on `system`.
func measureOurs(_ system: FeedSystem, into m: inout Measurement) throws {
  let clock = ContinuousClock()
  var start = clock.now
  let solver = ConstraintSolver()
  let variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
  let index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
  let width = try solver.add(LinearConstraint(variables[system.width], .equal, 375))
  var ids: [ConstraintID] = []
  ids.reserveCapacity(system.constraints.count)
  for c in system.constraints {
    let expression = LinearExpression(
      c.terms.map { (variables[$0.0], $0.1) }, constant: c.constant)
    ids.append(
      try solver.add(
        LinearConstraint(expression, c.relation, LinearExpression(0), priority: c.priority)))
  }
  var values = variables.map { solver.value(of: $0) }
  _ = solver.takeChangedVariables()
  m.first.append(milliseconds(clock.now - start))

  // The floor: every constraint evaluated once at the solution.
  start = clock.now
  var residual = 0.0
  for c in system.constraints {
    var sum = c.constant
    for (index, coefficient) in c.terms { sum += coefficient * values[index] }
    residual += abs(sum)
  }
  m.floor.append(milliseconds(clock.now - start))
  if residual.isNaN { print("unreachable") }

  // One title's text changes: its height constraints move to 40 in place.
  let (hug, compress) = system.titleHeight[system.titleHeight.count / 2]
  start = clock.now
  try solver.setConstant(-40, of: ids[hug])
  try solver.setConstant(-40, of: ids[compress])
  readChanges(solver, index, into: &values)
  m.changeInPlace.append(milliseconds(clock.now - start))

  // The same change as an engine without in-place constants makes it (and as Kiwi is timed).
  start = clock.now
  for index in [hug, compress] {
    let c = system.constraints[index]
    try solver.remove(ids[index])
    let expression = LinearExpression(c.terms.map { (variables[$0.0], $0.1) }, constant: -60)
    ids[index] = try solver.add(
      LinearConstraint(expression, c.relation, LinearExpression(0), priority: c.priority))
  }
  readChanges(solver, index, into: &values)
  m.changeByReplacing.append(milliseconds(clock.now - start))

  start = clock.now
  try solver.setConstant(-414, of: width)
  readChanges(solver, index, into: &values)
  m.width.append(milliseconds(clock.now - start))
  let lastCellBottom = values.max() ?? 0
  if lastCellBottom < 0 { print("unreachable") }
}

/// Kiwi's medians on `system`, or `nil` when python3-kiwisolver is missing.
func measureKiwi(_ system: FeedSystem, rounds: Int) -> (
  first: Double, change: Double, width: Double
)? {
  let relation = { (r: LinearConstraint.Relation) -> String in
    switch r {
    case .equal: "eq"
    case .lessThanOrEqual: "le"
    case .greaterThanOrEqual: "ge"
    }
  }
  let json: [String: Any] = [
    "variables": system.variableCount,
    "constraints": system.constraints.map {
      [$0.terms.map { [$0.0, $0.1] }, $0.constant, relation($0.relation), $0.priority] as [Any]
    },
    "titles": system.titleHeight.map { [$0.hug, $0.compress] },
    "rounds": rounds,
  ]
  let input = FileManager.default.temporaryDirectory.appendingPathComponent("kiwi-feed.json")
  guard let data = try? JSONSerialization.data(withJSONObject: json),
    (try? data.write(to: input)) != nil
  else { return nil }
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("kiwi_feed.py")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
  process.arguments = [script.path, input.path]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return nil }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let fields = output.split(separator: " ").map(String.init)
  guard process.terminationStatus == 0, fields.count >= 7,
    let first = Double(fields[2]), let change = Double(fields[4]),
    let width = Double(fields[6].trimmingCharacters(in: .whitespacesAndNewlines))
  else { return nil }
  return (first, change, width)
}

/// Prints a line now, not when the buffer fills (the runs are long).
func say(_ line: String) {
  print(line)
  fflush(nil)
}

@MainActor
func run() throws {
  var arguments = Array(CommandLine.arguments.dropFirst())
  var sizes = [10, 100, 1000, 10_000]
  var rounds = 5
  var chained = false
  while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--cells":
      sizes = (arguments.first ?? "").split(separator: ",").compactMap { Int($0) }
      arguments.removeFirst()
    case "--chained":
      chained = true
    case "--rounds":
      rounds = max(Int(arguments.first ?? "") ?? 5, 1)
      arguments.removeFirst()
    default:
      print("usage: SolverBenchmark [--cells 10,100,1000,10000] [--rounds 5] [--chained]")
      return
    }
  }
  say(
    "# SolverBenchmark: medians of \(rounds) rounds, milliseconds; cells "
      + (chained ? "chained (one stack)" : "independent (table cells)"))
  say(
    "# cells constraints | ours: first per-cell-µs change(in place) change(replace) width "
      + "floor | kiwi: first change width | ratios ours/kiwi: first change width, first/floor")
  var perCell: [Double] = []
  for cells in sizes {
    let system = FeedSystem(cells: cells, chained: chained)
    var m = Measurement()
    for _ in 0..<rounds { try measureOurs(system, into: &m) }
    let first = median(m.first)
    perCell.append(first / Double(cells) * 1000)
    var line = String(
      format: "solver %6d %7d | %9.3f %6.2f %8.4f %8.4f %8.3f %8.4f", cells,
      system.constraints.count, first, first / Double(cells) * 1000, median(m.changeInPlace),
      median(m.changeByReplacing), median(m.width), median(m.floor))
    if cells > 2000 {
      line += " | (kiwi skipped: its first solve grows with the square of the cells, minutes here)"
    } else if let kiwi = measureKiwi(system, rounds: rounds) {
      line += String(
        format: " | %9.3f %8.4f %8.3f | %5.2f %5.2f %5.2f %6.1f", kiwi.first, kiwi.change,
        kiwi.width, first / kiwi.first, median(m.changeByReplacing) / kiwi.change,
        median(m.width) / kiwi.width, first / median(m.floor))
    } else {
      line += " | (kiwi: apt-get install python3-kiwisolver)"
    }
    say(line)
  }
  if let base = perCell.first, let last = perCell.last {
    say(String(format: "solver linearity per-cell(largest)/per-cell(smallest) %.2f", last / base))
  }
}

try MainActor.assumeIsolated { try run() }
