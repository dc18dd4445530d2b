import Foundation
import OpenCoreGraphics
import OpenQuartzCore

/// The stack of current drawing contexts, as UIKit's `UIGraphicsPushContext`.
@MainActor
enum GraphicsContextStack {
  static var contexts: [CGContext] = []
}

/// The current drawing context: the one `draw(_:)` draws into, or the top
/// of `UIGraphicsPushContext`'s stack; `nil` outside drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.contexts.last
}

/// Makes `context` the current drawing context.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.contexts.append(context)
}

/// Restores the previous drawing context.
@MainActor
public func UIGraphicsPopContext() {
  _ = GraphicsContextStack.contexts.popLast()
}
