import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, hydrated, launchBrowser, newPage } from "./support/browser.ts";
import { inHindi } from "./support/hindi.ts";
import { latestMailTo } from "./support/outbox.ts";

const uniqueEmail = (p: string) =>
  `${p}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.in`;
const PASSWORD = "neem-leaf-2025";

async function signUp(page: Page, name: string, email: string, password = PASSWORD, confirm = password) {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(confirm);
  await page.getByRole("button", { name: "Sign up" }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const TOO_COMMON = "This password is too common. Please choose one that is harder to guess.";
const ONE_CHARACTER = "A password cannot be one character repeated";

/** The message shown beside a field: the element its input names in aria-describedby (null: none). */
async function messageBeside(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const id = await input.getAttribute("aria-describedby");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

describe("accounts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("sign up: mismatch message, then success and /profile after the message", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("asha");
    await signUp(page, "Asha Verma", email, PASSWORD, "something-else");
    await expect.poll(() => page.getByText("Passwords do not match").isVisible()).toBe(true);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect.poll(() => page.getByText("User signed up successfully!").isVisible()).toBe(true);
    await page.waitForURL("**/profile", { timeout: 5000 });
    await expect.poll(() => page.getByLabel("Full name").inputValue()).toBe("Asha Verma");
    await context.close();

    const second = await newPage(browser);
    await signUp(second.page, "Someone Else", email);
    await expect.poll(() => second.page.getByText("Email is already in use").isVisible()).toBe(true);
    await second.context.close();
  });

  it("sign up: a common password or one character repeated is refused beside the password field, then a good one works", async () => {
    const { context, page, errors } = await newPage(browser);
    const email = uniqueEmail("tara");
    await signUp(page, "Tara Joshi", email, "password123");
    await expect.poll(() => messageBeside(page, "Password")).toBe(TOO_COMMON);
    expect(new URL(page.url()).pathname).toBe("/signup");
    for (const common of ["iloveyou1", "Password123"]) {
      await page.getByLabel("Password", { exact: true }).fill(common);
      await page.getByLabel("Confirm password").fill(common);
      await page.getByRole("button", { name: "Sign up" }).click();
      await expect.poll(() => messageBeside(page, "Password"), { message: common }).toBe(TOO_COMMON);
    }
    await page.getByLabel("Password", { exact: true }).fill("aaaaaaaaaa");
    await page.getByLabel("Confirm password").fill("aaaaaaaaaa");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect.poll(() => messageBeside(page, "Password")).toBe(ONE_CHARACTER);
    expect(await page.getByText(TOO_COMMON).count()).toBe(0);
    // None of the refusals made the account: the address is still free.
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForURL("**/profile", { timeout: 5000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sign up in Hindi: the weak-password refusals are said in Hindi beside the field", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/signup?lang=hi");
    const password = inHindi("Password", "account");
    await page.getByLabel(inHindi("Full name", "account")).fill("Tara Joshi");
    await page.getByLabel(inHindi("Email", "account")).fill(uniqueEmail("tara-hi"));
    await page.getByLabel(password, { exact: true }).fill("password123");
    await page.getByLabel(inHindi("Confirm password", "account")).fill("password123");
    await page.getByRole("button", { name: inHindi("Sign up", "account") }).click();
    await expect.poll(() => messageBeside(page, password)).toBe(inHindi(TOO_COMMON, "messages"));
    await page.getByLabel(password, { exact: true }).fill("11111111");
    await page.getByLabel(inHindi("Confirm password", "account")).fill("11111111");
    await page.getByRole("button", { name: inHindi("Sign up", "account") }).click();
    await expect.poll(() => messageBeside(page, password)).toBe(inHindi(ONE_CHARACTER, "messages"));
    await context.close();
  });

  it("sign in: wrong password message, then success and home with the profile link", async () => {
    const setup = await newPage(browser);
    const email = uniqueEmail("ravi");
    await signUp(setup.page, "Ravi Kumar", email);
    await setup.page.waitForURL("**/profile");
    await setup.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, email, "not-the-password");
    await expect.poll(() => page.getByText("Invalid email or password").isVisible()).toBe(true);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByText("User signed in successfully!").isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
    await expect.poll(() => page.getByTestId("profile-link").isVisible()).toBe(true);
    await context.close();
  });

  it("opening /logout only asks; the button signs out", async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail("logout");
    await signUp(page, "Kabir Sen", email);
    await page.waitForURL("**/profile");
    await page.goto("/logout");
    await expect.poll(() => page.getByRole("heading", { name: "Log out?" }).isVisible()).toBe(true);
    expect(await page.getByText(`You are signed in as ${email}.`).isVisible()).toBe(true);
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/profile");
    await page.goto("/logout");
    await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.getByRole("link", { name: "Log in" }).first().isVisible()).toBe(true);
    await page.goto("/logout");
    expect(await page.getByRole("heading", { name: "You are signed out" }).isVisible()).toBe(true);
    await context.close();
  });

  it("a crafted redirectTo never leaves the shop after signing in", async () => {
    const setup = await newPage(browser);
    const email = uniqueEmail("redirect");
    await signUp(setup.page, "Isha Roy", email);
    await setup.page.waitForURL("**/profile");
    await setup.context.close();

    const { context, page } = await newPage(browser);
    await page.goto("/signin?redirectTo=%2F%2509%2Fevil.example");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    await context.close();
  });

  it("a visitor opening /profile is sent to /signin and comes back after signing in", async () => {
    const setup = await newPage(browser);
    const email = uniqueEmail("meera");
    await signUp(setup.page, "Meera Nair", email);
    await setup.page.waitForURL("**/profile");
    await setup.context.close();

    const { context, page } = await newPage(browser);
    const res = await page.goto("/profile?tab=addresses");
    expect(new URL(page.url()).pathname).toBe("/signin");
    expect(res?.status()).toBe(200);
    expect(await page.content()).not.toContain("My account");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/profile?tab=addresses", { timeout: 5000 });
    await context.close();
  });

  it("resets a forgotten password through the mailed link, which works once", async () => {
    const setup = await newPage(browser);
    const email = uniqueEmail("kiran");
    await signUp(setup.page, "Kiran Rao", email);
    await setup.page.waitForURL("**/profile");
    await setup.context.close();

    const { context, page } = await newPage(browser);
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect.poll(() => page.getByText("No user found with this email address").isVisible()).toBe(true);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect.poll(() => page.getByText("Password reset email sent successfully!").isVisible()).toBe(true);

    const mail = latestMailTo(email);
    const link = /(http:\/\/[^\s"]+\/reset-password\?token=[\w-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-pass");
    await page.getByLabel("Confirm new password").fill("a-brand-new-pass");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect.poll(() => page.getByText("Your password has been changed").isVisible()).toBe(true);

    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("another-new-pass");
    await page.getByLabel("Confirm new password").fill("another-new-pass");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect.poll(() => page.getByText("This reset link is invalid or has expired.").isVisible()).toBe(true);

    await signIn(page, email, "a-brand-new-pass");
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
    await context.close();
  });

  it("reset: a common password or one character repeated is refused beside the field; the link still works", async () => {
    const setup = await newPage(browser);
    const email = uniqueEmail("nandini");
    await signUp(setup.page, "Nandini Das", email);
    await setup.page.waitForURL("**/profile");
    await setup.context.close();

    const { context, page } = await newPage(browser);
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect.poll(() => page.getByText("Password reset email sent successfully!").isVisible()).toBe(true);
    const link = /(http:\/\/[^\s"]+\/reset-password\?token=[\w-]+)/.exec(latestMailTo(email))?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    for (const [weak, message] of [
      ["password123", TOO_COMMON],
      ["iloveyou1", TOO_COMMON],
      ["zzzzzzzzzz", ONE_CHARACTER],
    ] as const) {
      await page.getByLabel("New password", { exact: true }).fill(weak);
      await page.getByLabel("Confirm new password").fill(weak);
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect.poll(() => messageBeside(page, "New password"), { message: weak }).toBe(message);
    }
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-pass");
    await page.getByLabel("Confirm new password").fill("a-brand-new-pass");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect.poll(() => page.getByText("Your password has been changed").isVisible()).toBe(true);
    await signIn(page, email, "a-brand-new-pass");
    await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
    await context.close();
  });

  it("profile: edits persist after reload; addresses and cards are added, edited and deleted", async () => {
    const { context, page } = await newPage(browser);
    await signUp(page, "Lakshmi Iyer", uniqueEmail("lakshmi"));
    await page.waitForURL("**/profile");

    await page.getByLabel("Full name").fill("Lakshmi S. Iyer");
    await page.getByLabel("Phone number").fill("+91 98450 12345");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => page.getByText("Profile updated successfully!").isVisible()).toBe(true);
    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel("Full name").inputValue()).toBe("Lakshmi S. Iyer");
    expect(await page.getByLabel("Phone number").inputValue()).toBe("+91 98450 12345");
    expect(await page.getByLabel("Email").isDisabled()).toBe(true);

    await page.getByRole("tab", { name: "Addresses" }).click();
    await page.getByRole("button", { name: "Add address" }).click();
    await page.getByRole("button", { name: "Save address" }).click();
    for (const m of [
      "Mobile number is required",
      "Street is required",
      "City is required",
      "State is required",
      "ZIP code is required",
    ]) {
      await expect.poll(() => page.getByText(m).isVisible()).toBe(true);
    }
    await page.getByLabel("Street").fill("7 Residency Road");
    await page.getByLabel("Mobile number for the courier").fill("98765 43210");
    await page.getByLabel("City").fill("Bengaluru");
    await page.getByLabel("PIN code").fill("400001");
    await page.getByLabel("State").selectOption("Karnataka");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect.poll(() => page.getByText("This PIN code is not in Karnataka").isVisible()).toBe(true);
    await page.getByLabel("PIN code").fill("560025");
    await page.getByRole("button", { name: "Save address" }).click();
    const addresses = page.getByTestId("address-list");
    await expect.poll(() => addresses.textContent()).toContain("7 Residency Road");
    await page.getByRole("button", { name: "Edit address 7 Residency Road" }).click();
    await page.getByLabel("Street").fill("9 Residency Road");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect.poll(() => addresses.textContent()).toContain("9 Residency Road");
    await page.getByRole("button", { name: "Delete address 9 Residency Road" }).click();
    expect(await page.getByText("Are you sure you want to delete this address?").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => page.getByText("No saved addresses yet.").isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Card Details" }).click();
    await page.getByRole("button", { name: "Add card" }).click();
    await page.getByLabel("Card number").fill("1234567812345678");
    // Four digits without the slash are a good expiry (a phone's number pad has none); three are not.
    await page.getByLabel("Expiry date").fill("123");
    await page.getByLabel("CVV").fill("12");
    await page.getByRole("button", { name: "Save card" }).click();
    for (const m of [
      "Card number is not valid",
      "Expiry date must be in MM/YY format",
      "CVV must be 3 or 4 digits",
      "Card holder name is required",
    ]) {
      await expect.poll(() => page.getByText(m).isVisible()).toBe(true);
    }
    await page.getByLabel("Expiry date").fill("10/26");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect.poll(() => page.getByText("Card has expired").isVisible()).toBe(true);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date").fill("12/30");
    await page.getByLabel("CVV").fill("123");
    await page.getByLabel("Card holder name").fill("Lakshmi Iyer");
    await page.getByRole("button", { name: "Save card" }).click();
    const cards = page.getByTestId("card-list");
    await expect.poll(() => cards.textContent()).toContain("•••• •••• •••• 4242");
    expect(await page.content()).not.toContain("4242424242424242");
    await page.getByRole("button", { name: "Edit card •••• •••• •••• 4242" }).click();
    await page.getByLabel("Card number").fill("5555 5555 5555 4444");
    await page.getByLabel("CVV").fill("321");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect.poll(() => cards.textContent()).toContain("•••• •••• •••• 4444");
    await page.getByRole("button", { name: "Delete card •••• •••• •••• 4444" }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => page.getByText("No saved cards yet.").isVisible()).toBe(true);
    await context.close();
  });
});
