import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { authSchemas } from "./schema";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const PASSPHRASE = "maple leaf over saskatoon";

describe("account form schemas", () => {
  it("reads a sign-in: the address trimmed and lower-cased, the password as typed", () => {
    const submission = parseWithZod(
      form({ intent: "signin", email: "  Helene@Example.CA ", password: " short " }),
      { schema: authSchemas("en").signIn },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      email: "helene@example.ca",
      password: " short ",
    });
  });

  it("asks for both fields, in English and in French", () => {
    expect(parseWithZod(form({ email: "   " }), { schema: authSchemas("en").signIn }).reply().error).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });
    expect(parseWithZod(form({}), { schema: authSchemas("fr").signUp }).reply().error).toEqual({
      email: ["L’adresse courriel est obligatoire"],
      password: ["Le mot de passe est obligatoire"],
    });
  });

  it("refuses a malformed address in the page's language", () => {
    for (const email of ["helene", "helene@", "helene@example", "hel ene@example.ca", "a@b.c"]) {
      const en = parseWithZod(form({ email, password: PASSPHRASE }), { schema: authSchemas("en").signIn });
      expect(en.reply().error, email).toEqual({ email: ["Please enter a valid email address"] });
    }
    const fr = parseWithZod(form({ email: "helene@" }), { schema: authSchemas("fr").email });
    expect(fr.reply().error).toEqual({ email: ["Veuillez saisir une adresse courriel valide"] });
    const long = parseWithZod(form({ email: `${"a".repeat(250)}@example.ca` }), {
      schema: authSchemas("en").email,
    });
    expect(long.reply().error).toEqual({ email: ["Please enter a valid email address"] });
  });

  it("holds a new password to the policy, but not the one signing in", () => {
    const short = { email: "helene@example.ca", password: "seven77" };
    expect(parseWithZod(form(short), { schema: authSchemas("en").signIn }).status).toBe("success");
    expect(parseWithZod(form(short), { schema: authSchemas("en").signUp }).reply().error).toEqual({
      password: ["The password must be at least 8 characters."],
    });
    expect(
      parseWithZod(form({ password: "x".repeat(129) }), { schema: authSchemas("fr").resetPassword }).reply()
        .error,
    ).toEqual({ password: ["Le mot de passe doit compter au plus 128 caractères."] });
    expect(
      parseWithZod(form({ token: "abc", password: PASSPHRASE }), { schema: authSchemas("en").resetPassword })
        .status,
    ).toBe("success");
  });

  it("never sends a password back with the typed values", () => {
    const reply = parseWithZod(form({ email: "helene@", password: PASSPHRASE }), {
      schema: authSchemas("en").signIn,
    }).reply({ hideFields: ["password"] });
    expect(reply.initialValue).toEqual({ email: "helene@" });
  });

  it("builds each language's schemas once", () => {
    expect(authSchemas("fr")).toBe(authSchemas("fr"));
    expect(authSchemas("fr")).not.toBe(authSchemas("en"));
  });
});
