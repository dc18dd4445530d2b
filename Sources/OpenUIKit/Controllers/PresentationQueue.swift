import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Presentations and dismissals asked for while another is being applied wait for it and run right
/// after, in order.
///
/// Presenting runs the presented controller's code (`viewDidLoad`, `viewWillAppear`) between
/// linking the two controllers and putting the view in the window; a `dismiss` or `present` from
/// there would otherwise act on a presentation half made and leave views in the window that no
/// controller accounts for.
@MainActor
enum PresentationQueue {
  /// The most presentations and dismissals run one after another for one request.
  static let maximumChained = 1_000

  private static var isApplying = false
  private static var waiting: [() -> Void] = []

  /// Runs `change` now, or after the one being applied when there is one.
  static func perform(_ change: @escaping () -> Void) {
    guard !isApplying else {
      waiting.append(change)
      return
    }
    isApplying = true
    defer { isApplying = false }
    change()
    var index = 0
    while index < waiting.count {
      guard index < maximumChained else {
        Diagnostics.log(
          "present/dismiss: \(waiting.count) presentations were asked for from the callbacks of "
            + "the ones before; the rest are dropped", module: "OpenUIKit")
        break
      }
      waiting[index]()
      index += 1
    }
    waiting = []
  }
}
