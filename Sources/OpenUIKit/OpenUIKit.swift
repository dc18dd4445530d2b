// The umbrella module that ported iOS code imports instead of UIKit.
// It re-exports the lower layers, as UIKit makes CoreGraphics visible.
@_exported import Foundation
@_exported import OpenCoreGraphics
@_exported import OpenQuartzCore
