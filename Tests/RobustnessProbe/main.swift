// One hostile input per run: `RobustnessProbe <name>` runs the probe, prints `RESULT <outcome>` and
// `PEAK_RSS_MIB <n>`, and exits 0. A crash, a hang or an allocation beyond the caller's limit is
// the failure `RobustnessTests` looks for; the probes are listed in Probes.swift.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first else {
  print(Probes.all.keys.sorted().joined(separator: "\n"))
  exit(0)
}
guard let probe = Probes.all[name] else {
  FileHandle.standardError.write(Data("unknown probe \(name)\n".utf8))
  exit(2)
}
let outcome = MainActor.assumeIsolated { probe() }
print("RESULT \(outcome)")
print("PEAK_RSS_MIB \(PeakMemory.mebibytes())")
exit(0)
