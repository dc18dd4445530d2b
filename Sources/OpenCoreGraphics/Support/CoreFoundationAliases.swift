import Foundation

// Linux's Foundation does not export CoreFoundation's types. These aliases
// let iOS spellings such as `[c1, c2] as CFArray` and `data as CFData`
// compile unchanged, while the values stay ordinary Swift values.

/// The Swift stand-in for CoreFoundation's `CFArray`: an array of any values.
public typealias CFArray = [Any]

/// The Swift stand-in for CoreFoundation's `CFData`: Foundation's `Data`.
public typealias CFData = Data

/// The Swift stand-in for CoreFoundation's `CFMutableData`.
public typealias CFMutableData = Data

/// The Swift stand-in for CoreFoundation's `CFDictionary`.
public typealias CFDictionary = [AnyHashable: Any]

/// The Swift stand-in for CoreFoundation's `CFString`: a Swift `String`.
public typealias CFString = String

/// Returns the number of bytes in `data`, as `CFDataGetLength` does.
///
/// - Parameter data: The data to measure.
/// - Returns: The byte count.
public func CFDataGetLength(_ data: CFData) -> Int { data.count }

/// The Swift stand-in for CoreFoundation's `CFTimeInterval`: seconds.
public typealias CFTimeInterval = TimeInterval

/// The Swift stand-in for CoreFoundation's `CFBoolean`: a Swift `Bool`.
public typealias CFBoolean = Bool

/// CoreFoundation's true, as iOS code passes it to `CATransaction.setValue(_:forKey:)`.
public let kCFBooleanTrue: CFBoolean = true

/// CoreFoundation's false.
public let kCFBooleanFalse: CFBoolean = false
