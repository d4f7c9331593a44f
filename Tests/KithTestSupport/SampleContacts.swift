/// Examples/contacts.vcf and the identifiers of the people tests name in it.
public enum SampleContacts {
  public static let path = packageRoot() + "/Examples/contacts.vcf"
  public static let johnDoe = "F3EF64FE-7762-4877-8DC5-CED45BE2C245"
  public static let johnSmith = "E1C5D1BF-8074-47A7-AB5F-D783179D9F30"
  public static let alexRivera = "B2F0B210-A950-4AF9-BE60-8976B8070675"
}
