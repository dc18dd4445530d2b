import Foundation
import Testing

/// The README's headless test, run as a new user runs it: in a fresh package that depends on this
/// one, the first `swift test` records the reference (creating the `Snapshots` folder) and fails
/// naming the file; the second compares against it and passes.
///
/// The example's code is read from README.md itself, so the two cannot drift apart. Building the
/// fresh package compiles OpenUIKit once more (about a minute).
@Suite struct ReadmeExampleTests {
  /// The package root: three levels above this file (Tests/EndToEndTests/…).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's Swift code block that holds `name`.
  static func codeBlock(containing name: String) throws -> String {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```").first ?? ""
    }
    return try #require(blocks.first { $0.contains(name) }, "README.md has no \(name) example")
  }

  /// Runs `swift` with `arguments` in `directory`; the exit status and everything printed.
  static func swift(_ arguments: [String], in directory: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func theReadmesBadgeTestRecordsThenPassesInAFreshPackage() throws {
    let example = try Self.codeBlock(containing: "badgeLooksRightInDarkMode")
    let fresh = FileManager.default.temporaryDirectory.appendingPathComponent(
      "openuikit-readme-\(UUID().uuidString)")
    let tests = fresh.appendingPathComponent("Tests/MyTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: fresh) }
    // A path dependency's identity is its folder's name.
    let identity = Self.packageRoot.lastPathComponent.lowercased()
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "MyApp",
        dependencies: [.package(path: "\(Self.packageRoot.path)")],
        targets: [
          .testTarget(
            name: "MyTests",
            dependencies: [
              .product(name: "OpenUIKit", package: "\(identity)"),
              .product(name: "OpenUIKitTesting", package: "\(identity)"),
            ])
        ]
      )

      """
    try manifest.write(
      to: fresh.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try example.write(
      to: tests.appendingPathComponent("BadgeTests.swift"), atomically: true, encoding: .utf8)

    let reference = tests.appendingPathComponent("Snapshots/badgeDark.png")
    let (firstStatus, firstOutput) = try Self.swift(["test"], in: fresh)
    #expect(firstStatus != 0, "the recording run must fail so that the image is looked at")
    #expect(FileManager.default.fileExists(atPath: reference.path), "\(firstOutput)")
    #expect(firstOutput.contains("Recorded a new reference image \(reference.path)"))
    #expect(firstOutput.contains("run the tests again to accept it"))

    let (secondStatus, secondOutput) = try Self.swift(["test"], in: fresh)
    #expect(secondStatus == 0, "\(secondOutput)")
  }
}
