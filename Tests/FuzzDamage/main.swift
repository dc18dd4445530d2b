// The damage fuzzer's long run: `swift run -c release FuzzDamage [seeds] [steps] [first-seed]`
// (20 seeds of 5,000 steps by default). Exits 1 at the first seed whose damage-only frame
// differs from a full render, printing the seed, step, pixel and recent changes.
import DamageFuzz
import Foundation

let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
let seeds = arguments.count > 0 ? arguments[0] : 20
let steps = arguments.count > 1 ? Int(arguments[1]) : 5_000
let firstSeed = arguments.count > 2 ? arguments[2] : 1

@MainActor func fuzz() -> Int32 {
  let start = Date()
  var failures = 0
  for seed in firstSeed..<firstSeed + seeds {
    do {
      let fuzzer = try DamageFuzzer(seed: seed)
      try fuzzer.run(steps: steps)
      print(
        "seed \(seed): \(steps) steps, no stale pixel, repainted pixels within "
          + "\(fuzzer.largestDeviation) levels of a full render")
    } catch {
      print("FAIL \(error)")
      failures += 1
    }
  }
  let seconds = Date().timeIntervalSince(start)
  print("\(seeds - UInt64(failures))/\(seeds) seeds passed, \(String(format: "%.1f", seconds)) s")
  return failures == 0 ? 0 : 1
}

exit(MainActor.assumeIsolated { fuzz() })
