// The system's labels of labelled values, with Apple's stored strings (a label the person typed
// is stored as typed), and their words as the Contacts app shows them.
import Foundation

/// A home value.
public let CNLabelHome = "_$!<Home>!$_"
/// A work value.
public let CNLabelWork = "_$!<Work>!$_"
/// A school value.
public let CNLabelSchool = "_$!<School>!$_"
/// Any other value.
public let CNLabelOther = "_$!<Other>!$_"
/// An iCloud email address.
public let CNLabelEmailiCloud = "iCloud"
/// A home page.
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
/// An anniversary.
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"

/// A mobile number.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// An iPhone's number.
public let CNLabelPhoneNumberiPhone = "iPhone"
/// An Apple Watch's number.
public let CNLabelPhoneNumberAppleWatch = "AppleWatch"
/// A main number.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
/// A home fax.
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
/// A work fax.
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
/// Another fax.
public let CNLabelPhoneNumberOtherFax = "_$!<OtherFAX>!$_"
/// A pager.
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"

/// A father.
public let CNLabelContactRelationFather = "_$!<Father>!$_"
/// A mother.
public let CNLabelContactRelationMother = "_$!<Mother>!$_"
/// A parent.
public let CNLabelContactRelationParent = "_$!<Parent>!$_"
/// A brother.
public let CNLabelContactRelationBrother = "_$!<Brother>!$_"
/// A sister.
public let CNLabelContactRelationSister = "_$!<Sister>!$_"
/// A child.
public let CNLabelContactRelationChild = "_$!<Child>!$_"
/// A friend.
public let CNLabelContactRelationFriend = "_$!<Friend>!$_"
/// A spouse.
public let CNLabelContactRelationSpouse = "_$!<Spouse>!$_"
/// A partner.
public let CNLabelContactRelationPartner = "_$!<Partner>!$_"
/// An assistant.
public let CNLabelContactRelationAssistant = "_$!<Assistant>!$_"
/// A manager.
public let CNLabelContactRelationManager = "_$!<Manager>!$_"

/// The words of the system's labels, in English (the Contacts app writes them in lower case).
let labelWords: [String: String] = [
    CNLabelHome: "home", CNLabelWork: "work", CNLabelSchool: "school", CNLabelOther: "other",
    CNLabelEmailiCloud: "iCloud", CNLabelURLAddressHomePage: "homepage", CNLabelDateAnniversary: "anniversary",
    CNLabelPhoneNumberMobile: "mobile", CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberAppleWatch: "Apple Watch",
    CNLabelPhoneNumberMain: "main", CNLabelPhoneNumberHomeFax: "home fax", CNLabelPhoneNumberWorkFax: "work fax",
    CNLabelPhoneNumberOtherFax: "other fax", CNLabelPhoneNumberPager: "pager",
    CNLabelContactRelationFather: "father", CNLabelContactRelationMother: "mother", CNLabelContactRelationParent: "parent",
    CNLabelContactRelationBrother: "brother", CNLabelContactRelationSister: "sister", CNLabelContactRelationChild: "child",
    CNLabelContactRelationFriend: "friend", CNLabelContactRelationSpouse: "spouse", CNLabelContactRelationPartner: "partner",
    CNLabelContactRelationAssistant: "assistant", CNLabelContactRelationManager: "manager",
]
