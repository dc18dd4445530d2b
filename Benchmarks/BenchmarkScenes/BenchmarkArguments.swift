import Foundation

/// A benchmark's command line: `--name value` options taken out one by one, then an output
/// directory as the one positional argument.
public struct BenchmarkArguments {
  private var arguments: [String]

  /// The process's arguments, less the program's name.
  public init(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
    self.arguments = arguments
  }

  /// Takes `name value` out of the arguments and returns the value, if present.
  public mutating func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
  }

  /// A comma-separated list option, each element converted by `element`.
  public mutating func list<Element>(_ name: String, _ element: (String) -> Element?) -> [Element]?
  {
    option(name).map { $0.split(separator: ",").compactMap { element(String($0)) } }
  }

  /// An option left over that was not taken (`--help` included): not an output directory.
  public var unknownOption: String? { arguments.first { $0.hasPrefix("-") } }

  /// The output directory: the positional argument, or `bench-output`.
  public var outputDirectory: URL { URL(fileURLWithPath: arguments.first ?? "bench-output") }
}
