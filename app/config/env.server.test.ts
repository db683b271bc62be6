import { describe, expect, it } from "vitest";
import { deploymentFactsLeft, EnvError, parseEnv, refuseFictionalFacts, setting } from "./env.server";
import { fictionalSiteFacts, site } from "./site";

describe("environment", () => {
  it("has working defaults for a local install", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ADMIN_EMAILS: "a@b.ca, nope" })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseEnv({ PORT: "abc" })).toThrow(EnvError);
  });

  it("treats empty values as unset and normalises the consultant list", () => {
    const env = parseEnv({ SMTP_URL: "", ADMIN_EMAILS: " Amara@Example.ca ,b@example.ca" });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual(["amara@example.ca", "b@example.ca"]);
  });

  it("requires AUTH_SECRET and DATA_ENCRYPTION_KEY for an https deployment or a PostgreSQL database", () => {
    expect(() => parseEnv({ BASE_URL: "https://example.ca" })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ BASE_URL: "https://example.ca", AUTH_SECRET: "x".repeat(32) })).toThrow(
      /DATA_ENCRYPTION_KEY/,
    );
    const deployed = {
      BASE_URL: "https://example.ca",
      AUTH_SECRET: "x".repeat(32),
      DATA_ENCRYPTION_KEY: "k".repeat(32),
    };
    expect(parseEnv(deployed).AUTH_SECRET).toHaveLength(32);
    expect(parseEnv({ NODE_ENV: "production" }).AUTH_SECRET).toBeUndefined();
    const database = { DATABASE_URL: "postgres://app@db.example.ca/app" };
    expect(() => parseEnv(database)).toThrow(
      "Invalid environment variable AUTH_SECRET: required when DATABASE_URL is set (at least 32 characters)\n" +
        "Invalid environment variable DATA_ENCRYPTION_KEY: required when DATABASE_URL is set (at least 32 characters)",
    );
    expect(() => parseEnv({ ...database, DATA_ENCRYPTION_KEY: "k".repeat(32) })).toThrow(/AUTH_SECRET/);
    expect(
      parseEnv({ ...database, AUTH_SECRET: "x".repeat(32), DATA_ENCRYPTION_KEY: "k".repeat(32) }),
    ).toMatchObject(database);
  });

  it("requires the bucket's keys when documents go to a bucket", () => {
    const bucket = { DOCUMENTS_BUCKET_URL: "https://s3.ca-central-1.amazonaws.com/documents" };
    expect(() => parseEnv(bucket)).toThrow(
      "Invalid environment variable DOCUMENTS_BUCKET_ACCESS_KEY_ID: required when DOCUMENTS_BUCKET_URL is set\n" +
        "Invalid environment variable DOCUMENTS_BUCKET_SECRET_ACCESS_KEY: required when DOCUMENTS_BUCKET_URL is set",
    );
    const keys = { DOCUMENTS_BUCKET_ACCESS_KEY_ID: "id", DOCUMENTS_BUCKET_SECRET_ACCESS_KEY: "secret" };
    expect(parseEnv({ ...bucket, ...keys })).toMatchObject({ DOCUMENTS_BUCKET_REGION: "us-east-1" });
    expect(parseEnv({}).DOCUMENTS_BUCKET_URL).toBeUndefined();
  });

  it("reads a hop count for TRUST_PROXY as a number, and names or addresses as text", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, uniquelocal" }).TRUST_PROXY).toBe("10.0.0.0/8, uniquelocal");
  });

  it("reads one setting on its own through the same rules, a refused value as its default", () => {
    expect(setting("LOG_LEVEL", { LOG_LEVEL: "warn" })).toBe("warn");
    expect(setting("LOG_LEVEL", { LOG_LEVEL: "loud" })).toBe("info");
    expect(setting("CRS_RULESET", {})).toBe("ircc-2025");
    expect(setting("NODE_ENV", { NODE_ENV: "" })).toBe("development");
  });

  describe("fictional facts in deployment mode", () => {
    const secrets = { AUTH_SECRET: "x".repeat(32), DATA_ENCRYPTION_KEY: "k".repeat(32) };
    const deployed = parseEnv({ BASE_URL: "https://maplepathways.ca", ...secrets });
    const realAddresses = parseEnv({
      BASE_URL: "https://maplepathways.ca",
      ...secrets,
      CONSULTANT_EMAIL: "amara@maplepathways.ca",
      MAIL_FROM: "Maple Pathways <no-reply@maplepathways.ca>",
    });
    const realFacts: typeof site = {
      ...site,
      consultantLicence: "R712345",
      provincialConsultantLicence: "SK-IC-1234",
      recruiterLicence: "FWR-5678",
      barRollNumber: "SCN/045678",
      phone: "+1 306-412-7788",
      email: "hello@maplepathways.ca",
      address: {
        ...site.address,
        street: "410 22nd Street East, Suite 300",
        streetFr: "410, 22e Rue Est, bureau 300",
        postalCode: "S7K 5T6",
      },
    };

    it("lists every fictional default the site shows and the two addresses", () => {
      expect(deploymentFactsLeft(deployed, site)).toEqual([
        ...Object.values(fictionalSiteFacts).map((fact) => fact.variable),
        "CONSULTANT_EMAIL",
        "MAIL_FROM",
      ]);
      expect(deploymentFactsLeft(realAddresses, realFacts)).toEqual([]);
      expect(deploymentFactsLeft(realAddresses, { ...realFacts, phone: site.phone })).toEqual([
        "VITE_SITE_PHONE",
      ]);
    });

    it("refuses to start a deployment with one line naming what to set", () => {
      expect(() => refuseFictionalFacts(deployed, { ...realFacts, email: site.email })).toThrow(
        new EnvError(
          "Refusing to start in deployment mode: set VITE_SITE_EMAIL (when building) and CONSULTANT_EMAIL, MAIL_FROM (when starting); they are still the fictional defaults",
        ),
      );
      expect(() => refuseFictionalFacts(realAddresses, site)).toThrow(
        /^Refusing to start in deployment mode: set VITE_SITE_CONSULTANT_LICENCE, VITE_SITE_SK_CONSULTANT_LICENCE, .*VITE_SITE_POSTAL_CODE \(when building\); they are still the fictional defaults$/,
      );
      expect(() => refuseFictionalFacts(realAddresses, realFacts)).not.toThrow();
    });

    it("keeps the defaults in development and tests (a BASE_URL that is not https)", () => {
      expect(() => refuseFictionalFacts(parseEnv({}), site)).not.toThrow();
      expect(() => refuseFictionalFacts(parseEnv({ NODE_ENV: "production" }), site)).not.toThrow();
    });
  });
});
