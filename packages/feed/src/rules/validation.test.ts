import { describe, expect, it } from "vitest";
import {
  dateEarlierThan,
  dateLaterThan,
  digitsOnly,
  firstError,
  lengthRange,
  lowerUpperDigit,
  maxLength,
  minLength,
  nonZero,
  normalizeCategoryName,
  normalizeLogin,
  normalizeStockCode,
  noSpaces,
  noSpecialChars,
  notEmpty,
  numberGreaterThan,
  numberLessThan,
  parseDmy,
  required,
  validateCategoryName,
  validateEmail,
  validateLogin,
  validateNewPassword,
  validDate,
} from "./validation";

describe("format rules", () => {
  it("validateEmail", () => {
    expect(validateEmail("an.nguyen@example.com.vn")).toBeNull();
    expect(validateEmail("")).toBeNull();
    expect(validateEmail("an@example")).toBe("validation.email");
    expect(validateEmail("an nguyen@example.com")).toBe("validation.email");
    expect(validateEmail("@example.com")).toBe("validation.email");
    expect(validateEmail("an@@example.com")).toBe("validation.email");
  });

  it("noSpaces and noSpecialChars", () => {
    expect(noSpaces("abc")).toBeNull();
    expect(noSpaces("a b")).toBe("validation.noSpaces");
    expect(noSpaces("a\tb")).toBe("validation.noSpaces");
    expect(noSpecialChars("Ngân123")).toBeNull();
    expect(noSpecialChars("a b")).toBe("validation.noSpecialChars");
    expect(noSpecialChars("a-b")).toBe("validation.noSpecialChars");
    expect(noSpecialChars("a@b")).toBe("validation.noSpecialChars");
  });

  it("lengths", () => {
    expect(maxLength("abcd", 4)).toBeNull();
    expect(maxLength("abcde", 4)).toBe("validation.maxLength");
    expect(minLength("abc", 4)).toBe("validation.minLength");
    expect(minLength("abcd", 4)).toBeNull();
    expect(lengthRange("abc", 3, 5)).toBeNull();
    expect(lengthRange("abcdef", 3, 5)).toBe("validation.lengthRange");
    expect(lengthRange("ab", 3, 5)).toBe("validation.lengthRange");
    expect(minLength("", 4)).toBeNull();
  });

  it("required and notEmpty", () => {
    expect(required("x")).toBeNull();
    expect(required(0)).toBeNull();
    expect(required("")).toBe("validation.required");
    expect(required(null)).toBe("validation.required");
    expect(required(undefined)).toBe("validation.required");
    expect(required([])).toBe("validation.required");
    expect(required("  ")).toBeNull();
    expect(notEmpty("  ")).toBe("validation.notEmpty");
    expect(notEmpty(undefined)).toBe("validation.notEmpty");
    expect(notEmpty(" a ")).toBeNull();
  });

  it("nonZero and digitsOnly", () => {
    expect(nonZero("0")).toBe("validation.nonZero");
    expect(nonZero("0.00")).toBe("validation.nonZero");
    expect(nonZero(0)).toBe("validation.nonZero");
    expect(nonZero("100")).toBeNull();
    expect(nonZero("")).toBeNull();
    expect(digitsOnly("0123")).toBeNull();
    expect(digitsOnly("12a")).toBe("validation.digitsOnly");
    expect(digitsOnly("-1")).toBe("validation.digitsOnly");
    expect(digitsOnly("1.5")).toBe("validation.digitsOnly");
  });

  it("lowerUpperDigit", () => {
    expect(lowerUpperDigit("abC1")).toBeNull();
    expect(lowerUpperDigit("abc1")).toBe("validation.lowerUpperDigit");
    expect(lowerUpperDigit("ABC1")).toBe("validation.lowerUpperDigit");
    expect(lowerUpperDigit("abCD")).toBe("validation.lowerUpperDigit");
  });

  it("firstError returns the first failing key", () => {
    expect(firstError(null, "validation.maxLength", "validation.email")).toBe("validation.maxLength");
    expect(firstError(null, null)).toBeNull();
  });
});

describe("dates DD/MM/YYYY", () => {
  it("parses real calendar days only", () => {
    expect(parseDmy("05/08/2025")).toBe(20250805);
    expect(parseDmy("29/02/2024")).toBe(20240229);
    expect(Number.isNaN(parseDmy("29/02/2025"))).toBe(true);
    expect(Number.isNaN(parseDmy("31/04/2025"))).toBe(true);
    expect(Number.isNaN(parseDmy("2025-08-05"))).toBe(true);
    expect(Number.isNaN(parseDmy("5/8/2025"))).toBe(true);
    expect(Number.isNaN(parseDmy("00/01/2025"))).toBe(true);
    expect(validDate("13/13/2025")).toBe("validation.date");
    expect(validDate("")).toBeNull();
  });

  it("dateEarlierThan and dateLaterThan", () => {
    expect(dateEarlierThan("01/08/2025", "05/08/2025")).toBeNull();
    expect(dateEarlierThan("31/12/2024", "01/01/2025")).toBeNull();
    expect(dateEarlierThan("05/08/2025", "01/08/2025")).toBe("validation.dateEarlier");
    expect(dateEarlierThan("05/08/2025", "05/08/2025")).toBe("validation.dateEarlier");
    expect(dateEarlierThan("05/08/2025", "05/08/2025", true)).toBeNull();
    expect(dateEarlierThan("bad", "05/08/2025")).toBe("validation.date");
    expect(dateEarlierThan("05/08/2025", "")).toBeNull();
    expect(dateLaterThan("06/08/2025", "05/08/2025")).toBeNull();
    expect(dateLaterThan("04/08/2025", "05/08/2025")).toBe("validation.dateLater");
    expect(dateLaterThan("05/08/2025", "05/08/2025", true)).toBeNull();
  });
});

describe("number comparisons", () => {
  it("numberGreaterThan and numberLessThan", () => {
    expect(numberGreaterThan("10", 5)).toBeNull();
    expect(numberGreaterThan("1,000", "999")).toBeNull();
    expect(numberGreaterThan(5, 5)).toBe("validation.greaterThan");
    expect(numberGreaterThan("abc", 5)).toBe("validation.number");
    expect(numberGreaterThan("", 5)).toBeNull();
    expect(numberGreaterThan(5, "")).toBeNull();
    expect(numberLessThan("4.5", 5)).toBeNull();
    expect(numberLessThan(5, 5)).toBe("validation.lessThan");
  });
});

describe("validateNewPassword", () => {
  it("accepts 8 to 32 characters with lower, upper, digit and special", () => {
    expect(validateNewPassword("Abcdef1!")).toBeNull();
    expect(validateNewPassword(`Aa1!${"x".repeat(28)}`)).toBeNull();
  });

  it("rejects by length first, then spaces, then complexity", () => {
    expect(validateNewPassword("Abc1!")).toBe("validation.passwordLength");
    expect(validateNewPassword(`Aa1!${"x".repeat(29)}`)).toBe("validation.passwordLength");
    expect(validateNewPassword("")).toBe("validation.passwordLength");
    expect(validateNewPassword(undefined)).toBe("validation.passwordLength");
    expect(validateNewPassword("Abcd ef1!")).toBe("validation.noSpaces");
    expect(validateNewPassword("abcdef1!")).toBe("validation.passwordComplexity");
    expect(validateNewPassword("ABCDEF1!")).toBe("validation.passwordComplexity");
    expect(validateNewPassword("Abcdefg!")).toBe("validation.passwordComplexity");
    expect(validateNewPassword("Abcdefg1")).toBe("validation.passwordComplexity");
  });
});

describe("login", () => {
  it("requires a username", () => {
    expect(validateLogin({ username: "", password: "x" })).toBe("login.emptyUsername");
    expect(validateLogin({ username: "   ", password: "x" })).toBe("login.emptyUsername");
    expect(validateLogin({ username: "058C123456", password: "" })).toBeNull();
  });

  it("trims the password (and username)", () => {
    expect(normalizeLogin({ username: " 058C123456 ", password: "  secret  " })).toEqual({
      username: "058C123456",
      password: "secret",
    });
  });
});

describe("codes and names", () => {
  it("normalizeStockCode trims and uppercases, blank is null", () => {
    expect(normalizeStockCode(" vnm ")).toBe("VNM");
    expect(normalizeStockCode("vn30f1m")).toBe("VN30F1M");
    expect(normalizeStockCode("   ")).toBeNull();
    expect(normalizeStockCode("")).toBeNull();
    expect(normalizeStockCode(undefined)).toBeNull();
  });

  it("category names must be non-empty", () => {
    expect(normalizeCategoryName("  Ngân hàng ")).toBe("Ngân hàng");
    expect(normalizeCategoryName("   ")).toBeNull();
    expect(validateCategoryName("")).toBe("category.emptyName");
    expect(validateCategoryName(" ")).toBe("category.emptyName");
    expect(validateCategoryName("VN30")).toBeNull();
  });
});
