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

  /// A name.
  public static let name = Self(rawValue: "name")
  /// A name prefix.
  public static let namePrefix = Self(rawValue: "namePrefix")
  /// A given name.
  public static let givenName = Self(rawValue: "givenName")
  /// A middle name.
  public static let middleName = Self(rawValue: "middleName")
  /// A family name.
  public static let familyName = Self(rawValue: "familyName")
  /// A name suffix.
  public static let nameSuffix = Self(rawValue: "nameSuffix")
  /// A nickname.
  public static let nickname = Self(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = Self(rawValue: "jobTitle")
  /// An organization name.
  public static let organizationName = Self(rawValue: "organizationName")
  /// A location.
  public static let location = Self(rawValue: "location")
  /// A full street address.
  public static let fullStreetAddress = Self(rawValue: "fullStreetAddress")
  /// A street address line1.
  public static let streetAddressLine1 = Self(rawValue: "streetAddressLine1")
  /// A street address line2.
  public static let streetAddressLine2 = Self(rawValue: "streetAddressLine2")
  /// An address city.
  public static let addressCity = Self(rawValue: "addressCity")
  /// An address state.
  public static let addressState = Self(rawValue: "addressState")
  /// An address city and state.
  public static let addressCityAndState = Self(rawValue: "addressCityAndState")
  /// A sublocality.
  public static let sublocality = Self(rawValue: "sublocality")
  /// A country name.
  public static let countryName = Self(rawValue: "countryName")
  /// A postal code.
  public static let postalCode = Self(rawValue: "postalCode")
  /// A telephone number.
  public static let telephoneNumber = Self(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = Self(rawValue: "emailAddress")
  /// An url.
  public static let URL = Self(rawValue: "URL")
  /// A credit card number.
  public static let creditCardNumber = Self(rawValue: "creditCardNumber")
  /// An username.
  public static let username = Self(rawValue: "username")
  /// A password.
  public static let password = Self(rawValue: "password")
  /// A new password.
  public static let newPassword = Self(rawValue: "newPassword")
  /// An one time code.
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
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// Default `nil` (implicitly unwrapped, as UIKit declares it).
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
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// `nil`.
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
}
