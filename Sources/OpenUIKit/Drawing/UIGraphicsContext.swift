import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The stack of current drawing contexts, as UIKit's `UIGraphicsPushContext`: one per thread.
enum GraphicsContextStack {
  static let storage = PerThread<[CGContext]>("UIGraphicsContextStack") { [] }
  /// The calling thread's stack.
  static var contexts: [CGContext] {
    get { storage.value }
    set { storage.value = newValue }
  }
}

/// The current drawing context: the one `draw(_:)` draws into, or the top
/// of `UIGraphicsPushContext`'s stack; `nil` outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.contexts.last
}

/// Makes `context` the current drawing context.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.contexts.append(context)
}

/// Restores the previous drawing context.
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.contexts.popLast()
}
