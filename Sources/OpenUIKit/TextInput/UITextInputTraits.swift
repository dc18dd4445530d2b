import Foundation

/// The keyboard an on-screen keyboard would show, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
  case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  /// `asciiCapable`.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The return key's title on an on-screen keyboard, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// Automatic capitalization, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0, words, sentences, allCharacters
}

/// Automatic correction, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0, no, yes
}

/// Spell checking, as UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0, no, yes
}

/// Smart quotes, as UIKit's `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable {
  case `default` = 0, no, yes
}

/// Smart dashes, as UIKit's `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable {
  case `default` = 0, no, yes
}

/// Smart insertion and deletion of spaces, as UIKit's `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  case `default` = 0, no, yes
}

/// The on-screen keyboard's look, as UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0, dark, light
  /// `dark`.
  public static let alert = UIKeyboardAppearance.dark
}

/// What a text field holds, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// Creates a content type.
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = Self(rawValue: "name")
  public static let namePrefix = Self(rawValue: "namePrefix")
  public static let givenName = Self(rawValue: "givenName")
  public static let middleName = Self(rawValue: "middleName")
  public static let familyName = Self(rawValue: "familyName")
  public static let nameSuffix = Self(rawValue: "nameSuffix")
  public static let nickname = Self(rawValue: "nickname")
  public static let jobTitle = Self(rawValue: "jobTitle")
  public static let organizationName = Self(rawValue: "organizationName")
  public static let location = Self(rawValue: "location")
  public static let fullStreetAddress = Self(rawValue: "fullStreetAddress")
  public static let streetAddressLine1 = Self(rawValue: "streetAddressLine1")
  public static let streetAddressLine2 = Self(rawValue: "streetAddressLine2")
  public static let addressCity = Self(rawValue: "addressCity")
  public static let addressState = Self(rawValue: "addressState")
  public static let addressCityAndState = Self(rawValue: "addressCityAndState")
  public static let sublocality = Self(rawValue: "sublocality")
  public static let countryName = Self(rawValue: "countryName")
  public static let postalCode = Self(rawValue: "postalCode")
  public static let telephoneNumber = Self(rawValue: "telephoneNumber")
  public static let emailAddress = Self(rawValue: "emailAddress")
  public static let URL = Self(rawValue: "URL")
  public static let creditCardNumber = Self(rawValue: "creditCardNumber")
  public static let username = Self(rawValue: "username")
  public static let password = Self(rawValue: "password")
  public static let newPassword = Self(rawValue: "newPassword")
  public static let oneTimeCode = Self(rawValue: "oneTimeCode")
}

/// How an on-screen keyboard should serve a text input, as UIKit's `UITextInputTraits`.
///
/// The desktop has no on-screen keyboard: these are hints kept for one, as with a hardware
/// keyboard on iOS, where the keyboard type and return key do not change what can be typed.
/// `isSecureTextEntry` is the trait that acts here (`UITextField` shows bullets and refuses to
/// copy). Every requirement has a default, standing for Objective-C's optional properties: an
/// adopter that does not store a trait answers UIKit's default and ignores a new value.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// Default `.sentences` for a text field.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Default `.default`.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Default `.default`.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// Default `.default`.
  var smartQuotesType: UITextSmartQuotesType { get set }
  /// Default `.default`.
  var smartDashesType: UITextSmartDashesType { get set }
  /// Default `.default`.
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  /// Default `.default`.
  var keyboardType: UIKeyboardType { get set }
  /// Default `.default`.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// Default `.default`.
  var returnKeyType: UIReturnKeyType { get set }
  /// Default `false`.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// Default `false`.
  var isSecureTextEntry: Bool { get set }
  /// Default `nil`.
  var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
  /// `.sentences`.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  /// `.default`.
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var smartQuotesType: UITextSmartQuotesType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var smartDashesType: UITextSmartDashesType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  /// `.default`.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  /// `.default`.
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  /// `false`.
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  /// `false`.
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  /// `nil`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
}
