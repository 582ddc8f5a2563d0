// Generated from the OpenAPI document by `npm run api:types` (scripts/lib/api-types.mjs); do not edit.
// site/lib/api.ts types the browser's calls with it.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers without touching the database.
         */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description The password needs 8+ characters, one uppercase letter and one number, and must not be a common one. A link to verify the address is mailed (valid 24 hours).
         */
        post: operations["postApiAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Answers a bearer token for the `Authorization` header of the other calls. With two-factor sign-in on, a right password answers `mfaRequired` and a ticket instead (no token): send it with a code to `POST /api/auth/login/mfa`.
         */
        post: operations["postApiAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in: the second step
         * @description The ticket from `POST /api/auth/login` and a code from the authenticator app (each accepted once) or an unused recovery code (spent). A ticket is valid 5 minutes and works once; the fifth wrong code locks it.
         */
        post: operations["postApiAuthLoginMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes this token only; other sessions stay signed in.
         */
        post: operations["postApiAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link
         * @description Mails a link to `/reset-password` (valid 1 hour, works once) when an account has that address. The answer is the same either way, so it tells nobody which addresses have accounts. Past the per-address limits (`RATE_LIMIT_FORGOT_PASSWORD_EMAIL` per address and client, `RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT` per address) the answer is the same too, and no mail goes out.
         */
        post: operations["postApiAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password reset link
         * @description Lets the reset page say at once that a link is used or expired; it does not spend the link.
         */
        post: operations["postApiAuthResetPasswordCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description The new password follows the sign-up policy. When the account has two-factor sign-in on (the check answers `twoFactor: true`), `code` must be a current TOTP or recovery code. The link is spent, every session of the account is signed out, and a "your password was changed" mail is sent.
         */
        post: operations["postApiAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an e-mail address
         * @description Spends the link mailed at sign-up (or resent), valid 24 hours, and marks the address verified.
         */
        post: operations["postApiAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new verification link
         * @description Mails a fresh link (valid 24 hours) to the signed-in customer’s address.
         */
        post: operations["postApiAuthVerifyEmailResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a passkey sign-in
         * @description Answers the options for `navigator.credentials.get()` (any passkey of this site, user verification required). The challenge is single-use and valid 5 minutes.
         */
        post: operations["postApiAuthPasskeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey
         * @description Verifies what `navigator.credentials.get()` answered for the options of `POST /api/auth/passkey/options` and answers the same data as `POST /api/auth/login`. A passkey with user verification counts as two factors: no TOTP step follows.
         */
        post: operations["postApiAuthPasskeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message
         * @description The About form sends `source: "about"` with name, e-mail and message; the Contact form sends `source: "contact"` and adds subject, category and `privacy: true`. Leave `website` out: it is a trap for bots, and a message that fills it is answered but not stored.
         */
        post: operations["postApiContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the profile */
        get: operations["getApiProfile"];
        /**
         * Update the profile
         * @description Name, company, address and phone; the e-mail may be sent but never changes.
         */
        put: operations["putApiProfile"];
        post?: never;
        /**
         * Delete your account
         * @description Needs your password and, with two-factor sign-in on, a current code. Ends every session and API token, deletes factors, passkeys, carts and billing details, puts "Deleted user" in team audit logs and keeps invoices for 10 years without a link to a login. A last mail goes to the address, which can sign up again.
         */
        delete: operations["deleteApiProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password
         * @description The new password follows the sign-up policy; the user's other sessions are signed out.
         */
        put: operations["putApiProfilePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download your data
         * @description Everything stored about you as one JSON file (`Content-Disposition: attachment`), made on request; docs/data-export.md describes every field. No secret is in it.
         */
        get: operations["getApiProfileExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your sessions
         * @description Every live (not signed out, not expired) session of the account: this one first (`current`), then the others, most recently used first.
         */
        get: operations["getApiSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out all other sessions
         * @description Every live session of the account but this one is signed out at once; their tokens answer 401.
         */
        post: operations["postApiSessionsRevokeOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out one session
         * @description Its token answers 401 from now on. Another customer’s session answers 404, as an unknown or already signed-out one does. The current session may be named too (a normal sign-out).
         */
        delete: operations["deleteApiSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your recent sign-ins
         * @description The recent sign-ins of the account, newest first: the last 20 successes and, kept apart, the last 20 failures with its address (a wrong password, code or passkey) and refusals by a limit (429).
         */
        get: operations["getApiSignIns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the plans
         * @description Cheapest first, custom-priced plans last; each with its hourly rate. Public and cacheable: send the `ETag` back as `If-None-Match` to get 304 while the list is unchanged.
         */
        get: operations["getApiPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the cart
         * @description Each line carries its plan, service or instance type in full, with its count and region, oldest line first; `tax` is what an order would carry now.
         */
        get: operations["getApiCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a plan, a service, a VPS size or a GPU instance
         * @description Send exactly one of `planId`, `serviceId` (with its `category`, if given) and `instanceId` (a VPS size or GPU instance). An item already in the cart keeps its one line and takes the new billing period; adding a GPU instance again adds `count` (default 1) to its line, which holds at most 8. GPU instances are billed monthly, by the hour. `region` is one of the item's locations; left out, a new line runs in the first of them.
         */
        post: operations["postApiCartAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/lines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a line's count or region
         * @description Send `count` (GPU lines only, 1–8) and/or `region` (one of the line's `regions`). The cart is answered as `GET /api/cart` answers it.
         */
        patch: operations["patchApiCartLinesById"];
        trace?: never;
    };
    "/api/cart/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a plan, a service, a VPS size or a GPU instance
         * @description Send exactly one of `planId`, `serviceId` and `instanceId`; the whole line goes.
         */
        delete: operations["deleteApiCartRemove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coupons/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a coupon code
         * @description Codes are case-insensitive. The cart applies the discount; this call only checks the code.
         */
        post: operations["postApiCouponsValidate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's orders
         * @description Newest first.
         */
        get: operations["getApiOrders"];
        put?: never;
        /**
         * Check out: turn the cart into an order
         * @description Prices every cart line from the catalog, applies the coupon sent (validated again; omit `couponCode` for none), adds the tax of the billing country, stores the order with its prices frozen, issues its invoice (numbered without gaps) and empties the cart, all or nothing. Needs billing details (PUT /api/billing/details). Retrying with the same key and body answers the same order with 200 and creates nothing.
         */
        post: operations["postApiOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one of the account's orders
         * @description Another account’s order answers 404, as an unknown id does. A member or viewer reads it without billing data: `billing`, `invoice` and `tax` are null.
         */
        get: operations["getApiOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's services with this month's usage
         * @description Oldest first. While an invoice is unpaid 14 days after its due date, the account is suspended: `suspendedFor` names it and running services read "suspended". Monthly items are metered by the started hour (plans and VPS up to their monthly price a month, GPU instances without a cap); annual items are paid at checkout and show no usage. `forecastCents` is the month to its end if nothing changes.
         */
        get: operations["getApiServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a service
         * @description It ends now; the hour it started last is the last one metered. An annual service’s whole unused months are credited at the price paid: a credit note against its invoice, mailed, and account credit where the invoice was paid. Another account’s service answers 404, as an unknown id does.
         */
        post: operations["postApiServicesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the account's monthly budget and this month's usage
         * @description This calendar month’s (UTC) metered usage so far, before tax, as the Services page sums it, and the budget it is measured against (`budget` is null without one).
         */
        get: operations["getApiBillingBudget"];
        /**
         * Set or remove the account's monthly budget
         * @description A budget in whole US dollars ($1 to $1,000,000) for each calendar month (UTC); null removes it. Owners and billing members get a mail when the month’s metered usage passes 50%, 75% and 100% of it, each once a month. With `stopAtBudget`, checkout of metered (monthly) items answers 409 once the month’s usage has reached the budget. Owners, admins and billing members may set it.
         */
        put: operations["putApiBillingBudget"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the account's billing details
         * @description Who invoices go to; `details` is null until they are given, and `draft` then holds the profile’s company and address for the form to start from. Checkout needs them.
         */
        get: operations["getApiBillingDetails"];
        /**
         * Save the account's billing details
         * @description Name or company, address, country (ISO 3166-1 alpha-2) and an optional VAT number, checked for the country’s format and check digits. An EU number is then confirmed with VIES, the EU’s VAT number service: `vatConfirmation` says whether it confirmed the number, says it is not registered, or could not be reached; only a confirmed EU number (or a UK or Swiss number of the right format) exempts later orders from VAT. The number is kept either way. Invoices already issued keep the details they were issued with.
         */
        put: operations["putApiBillingDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's invoices
         * @description Newest first; each order placed since invoicing began has one.
         */
        get: operations["getApiBillingInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one of the account's invoices
         * @description Everything the invoice froze at checkout, and whether it is paid.
         */
        get: operations["getApiBillingInvoicesByNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices/{number}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of the account's invoices as a PDF
         * @description The PDF made when the invoice was issued, as stored (its SHA-256 checked); an invoice issued before documents were stored gets its PDF made and stored on its first download. Another account’s invoice answers 404.
         */
        get: operations["getApiBillingInvoicesByNumberPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the account's balance, its movements, credit notes and payments
         * @description Credit from credit notes on paid invoices and from payments above an invoice’s amount; the next invoice uses it first ("Credit applied"). The balance is always the sum of its movements; the newest 50 movements and the newest 50 payments (each with its receipt) are listed.
         */
        get: operations["getApiBillingBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/credit-notes/{number}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one of the account’s credit notes as a PDF
         * @description As stored when it was issued, its SHA-256 checked. Another account’s credit note answers 404.
         */
        get: operations["getApiBillingCreditNotesByNumberPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/receipts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the receipt of one of the account’s payments as a PDF
         * @description As stored when the payment was recorded, its SHA-256 checked. Another account’s payment answers 404.
         */
        get: operations["getApiBillingReceiptsByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a bank transfer against an invoice
         * @description For staff, with the operator key. The amount (cents) goes to what the invoice still owes: less leaves it "Partly paid" with the rest due, the whole of it makes it "Paid" (its order too), and anything above becomes account credit, used first on the next invoice. The customer is mailed a receipt; its PDF is stored; the account’s audit log records the payment.
         */
        post: operations["postApiOperatorPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/credit-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit an invoice line
         * @description For staff, with the operator key. Issues a credit note (`NIM-CN-YYYY-NNNNNN`) for `amountCents` net of the line numbered `line` (from 1), or for all that is left to credit on it, with the reason and the invoice’s tax treatment. What the invoice still owes is lowered first; the rest (a paid invoice) becomes account credit. The customer is mailed; the PDF is stored.
         */
        post: operations["postApiOperatorCreditNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the accounts you can act as
         * @description Your personal account first, then your teams by name (deleted teams never), and which one the session acts for.
         */
        get: operations["getApiAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch the account the session acts for
         * @description Your personal account (its id is your user id) or a team you belong to. Switching to a team whose two-factor policy you do not meet works; the team's data then answers 403 saying why.
         */
        put: operations["putApiAccountsCurrent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a team
         * @description You become its owner and the session acts for it from now on. Invite members with POST /api/team/invitations.
         */
        post: operations["postApiTeams"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team's open invitations
         * @description Invitations not accepted yet, newest first; expired ones stay listed so they can be resent.
         */
        get: operations["getApiTeamInvitations"];
        put?: never;
        /**
         * Invite someone to the team
         * @description Mails the address a link to join with the role given, valid 7 days and once. Only a customer signed in with that address can accept it.
         */
        post: operations["postApiTeamInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invitation again
         * @description Mails a new link, valid 7 days from now; the link sent before stops working. Works for an expired invitation too.
         */
        post: operations["postApiTeamInvitationsByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel an invitation
         * @description Its link stops working at once.
         */
        delete: operations["deleteApiTeamInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every API token of the team's members
         * @description Newest first, revoked and expired ones included (until they are deleted 30 days later).
         */
        get: operations["getApiTeamTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a member's API token
         * @description It stops working at once. Another team’s token, or one already revoked, answers 404.
         */
        delete: operations["deleteApiTeamTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the current team
         * @description Its name, policy, your role, and its members: the owner first, then by name.
         */
        get: operations["getApiTeam"];
        put?: never;
        post?: never;
        /**
         * Delete the team
         * @description Refused while an invoice of the team is unpaid. Its orders and invoices are kept; its members, open invitations and cart are removed, and every session on it acts for its personal account again. Needs your password and, with two-factor sign-in on, a current code.
         */
        delete: operations["deleteApiTeam"];
        options?: never;
        head?: never;
        /** Rename the current team */
        patch: operations["patchApiTeam"];
        trace?: never;
    };
    "/api/team/two-factor-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Require two-factor sign-in for the team, or stop requiring it
         * @description While required, a member without two-factor sign-in gets 403 for everything of the team but leaving, until they turn it on. Requiring it needs your own turned on.
         */
        put: operations["putApiTeamTwoFactorPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the current team
         * @description Anyone but the owner (who transfers the ownership first). Works even while the team requires two-factor sign-in you have not turned on. Your sessions on the team act for your personal account again.
         */
        post: operations["postApiTeamLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the team's audit log
         * @description Who did what, to what, when and from which client: newest first, a page at a time.
         */
        get: operations["getApiTeamAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Their sessions on the team act for their personal account again, and they are told by mail. Not the owner, and not yourself (leave instead).
         */
        delete: operations["deleteApiTeamMembersByUserId"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description To admin, billing, member or viewer; the member is told by mail. The owner’s role changes only by a transfer.
         */
        patch: operations["patchApiTeamMembersByUserId"];
        trace?: never;
    };
    "/api/team/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer the ownership of the team
         * @description To another member, who becomes the owner; you stay as an admin. Needs your password and, with two-factor sign-in on, a current code. Both of you are told by mail.
         */
        post: operations["postApiTeamTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read an invitation link
         * @description The team, role, invited address and inviter a link names, before it is accepted. The token is the one in the link’s fragment (`#token=…`); reading does not use it up.
         */
        post: operations["postApiInvitationsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description Joins the team with the role invited and makes it the current account of this session. Only the customer signed in with the invited address may accept, and only while the person who sent it is still a member who may invite; the link proves that mailbox, so an address not verified yet is verified by accepting. The link then stops working.
         */
        post: operations["postApiInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your API tokens
         * @description The tokens you made for the current account, newest first, revoked and expired ones included.
         */
        get: operations["getApiTokens"];
        put?: never;
        /**
         * Make an API token
         * @description For the current account, with scopes your role there can use and an expiry of 7, 30, 90 or 365 days; needs a verified e-mail address, and at most 50 of your tokens may be live in one account. The answer holds the token itself, this once; only its hash is kept. A mail tells you.
         */
        post: operations["postApiTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your live API tokens in every account
         * @description Every token you made that still works, in your personal account and in each team, newest first: the Security page lists them.
         */
        get: operations["getApiTokensAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of your API tokens
         * @description It stops working at once. Another customer’s token, or one already revoked, answers 404.
         */
        delete: operations["deleteApiTokensById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your passkeys */
        get: operations["getApiPasskeys"];
        put?: never;
        /**
         * Add a passkey
         * @description Verifies what `navigator.credentials.create()` answered for the options of `POST /api/passkeys/options` (challenge, origin, RP ID, ES256, user verification), stores the passkey and mails the customer. `name` defaults to the browser and system, e.g. "Passkey on Chrome, Linux".
         */
        post: operations["postApiPasskeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description Asks for the current password, then answers the options for `navigator.credentials.create()`: ES256, attestation "none", user verification and a discoverable credential required, the account’s passkeys excluded. The challenge is single-use and valid 5 minutes.
         */
        post: operations["postApiPasskeysOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a passkey */
        put: operations["putApiPasskeysById"];
        post?: never;
        /**
         * Remove a passkey
         * @description Asks for the current password; the passkey can no longer sign in, and the customer gets a mail.
         */
        delete: operations["deleteApiPasskeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the two-factor state */
        get: operations["getApiTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin turning TOTP on
         * @description Checks the current password and makes a new 160-bit secret, stored encrypted and pending until `POST /api/two-factor/enable` confirms it with a code. Starting again replaces a pending secret.
         */
        post: operations["postApiTwoFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm TOTP with a code and turn it on
         * @description One valid code from the app turns TOTP on. The answer holds 10 single-use recovery codes, shown this once (only their hashes are kept). A mail tells the customer.
         */
        post: operations["postApiTwoFactorEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn TOTP off
         * @description Needs the current password and a current code: a TOTP code or an unused recovery code (which is spent), so a customer who lost the phone can still turn it off. A mail tells the customer.
         */
        post: operations["postApiTwoFactorDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make new recovery codes
         * @description Needs the current password and a current code (TOTP or recovery). Every old recovery code stops working; the 10 new ones are shown this once. A mail tells the customer.
         */
        post: operations["postApiTwoFactorRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description OpenAPI 3.1, generated from the schemas that validate the requests and answers.
         */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Failure: {
            /** @constant */
            success: false;
            /** @description What went wrong, in words to show the user */
            error: string;
            /** @description One message per invalid field (`_` for a rule over the whole body) */
            fields?: {
                [key: string]: string;
            };
        };
        Account: {
            id: string;
            name: string;
            /** @description Trimmed and lower-cased */
            email: string;
        };
        Session: {
            /** @description Bearer token for the Authorization header; only its hash is stored */
            token: string;
            id: string;
            name: string;
            /** @description Trimmed and lower-cased */
            email: string;
            /**
             * Format: date-time
             * @description 1 day after login, 30 days with rememberMe
             */
            expiresAt: string;
        };
        MfaRequired: {
            /** @constant */
            mfaRequired: true;
            /** @description For POST /api/auth/login/mfa with a code; valid 5 minutes, once, five wrong codes lock it */
            ticket: string;
        };
        PasskeyRequestOptions: {
            rpId: string;
            /** @description 32 random bytes, base64url; single-use, valid 5 minutes */
            challenge: string;
            timeout: number;
            /** @constant */
            userVerification: "required";
        };
        Profile: {
            id: string;
            name: string;
            /** @description Read-only: PUT /api/profile never changes it */
            email: string;
            companyName: string;
            address: string;
            phoneNumber: string;
            /** @description Whether the customer opened a verification link */
            emailVerified: boolean;
        };
        Invoice: {
            /** @description Also the payment reference */
            number: string;
            /** @description null once the order is deleted */
            orderId: string | null;
            orderNumber: string;
            /** @enum {string} */
            status: "pendingPayment" | "partlyPaid" | "paid" | "overdue";
            /**
             * Format: date-time
             * @description The invoice date
             */
            issuedAt: string;
            /**
             * Format: date-time
             * @description 14 days after the invoice date
             */
            dueAt: string;
            /** @description When the payment arrived */
            paidAt: string | null;
            seller: {
                name: string;
                /** @description Street lines, then postal code and city, region, country */
                addressLines: string[];
                vatNumber: string | null;
                /** @description Trimmed and lower-cased */
                email: string;
                bank: {
                    name: string;
                    iban: string;
                    bic: string;
                };
            };
            buyer: {
                name: string;
                /** @description Street lines, then postal code and city, region, country */
                addressLines: string[];
                vatNumber: string | null;
                country: string;
                /** @description Trimmed and lower-cased */
                email: string;
                /** @description VIES's confirmation of the buyer's EU VAT number on a reverse-charge invoice, else null */
                vatConfirmation: {
                    requestDate: string;
                    requestIdentifier: string | null;
                } | null;
            };
            lines: {
                name: string;
                /** @enum {string} */
                billingPeriod: "monthly" | "annual";
                /** Format: date */
                periodStart: string;
                /** Format: date */
                periodEnd: string;
                /** @description The price of the period, US cents */
                amountCents: number;
                /** @description Usage lines: how many instances */
                count?: number;
                /** @description Usage lines: started hours in the month */
                hours?: number;
                /** @description Usage lines: the hourly rate in thousandths of a dollar */
                hourlyRateMills?: number;
                region?: string | null;
                /** @description Usage lines: capped at the monthly price */
                capped?: boolean;
            }[];
            couponCode: string | null;
            /** @description Sum of the lines, US cents */
            subtotalCents: number;
            /** @description The coupon’s discount, US cents */
            discountCents: number;
            /** @description Subtotal minus discount, US cents */
            netCents: number;
            tax: {
                /**
                 * @description "vat": the rate applies; "reverseCharge": the buyer accounts for VAT; "none": no tax
                 * @enum {string}
                 */
                kind: "vat" | "reverseCharge" | "none";
                /** @description 1900 for 19% */
                rateBasisPoints: number | null;
                country: string;
            };
            /** @description The tax, US cents */
            taxCents: number;
            /** @description Net plus tax: what is due, US cents */
            totalCents: number;
            /** @constant */
            currency: "USD";
            /** @description The month of usage a monthly invoice bills, e.g. 2026-11; null for an order’s invoice */
            usageMonth: string | null;
            /** @description Account credit used on it when issued ("Credit applied"), taken off the total, US cents */
            creditAppliedCents: number;
            /** @description Payments recorded against it so far, US cents */
            paidCents: number;
            /** @description What credit notes took off what was due, US cents */
            creditedCents: number;
            /** @description What is still to pay: total less credit applied, payments and credit notes, US cents */
            amountDueCents: number;
        };
        CreditNote: {
            number: string;
            /** @description The invoice it corrects */
            invoiceNumber: string;
            /**
             * Format: date-time
             * @description The credit note’s date
             */
            issuedAt: string;
            reason: string;
            seller: {
                name: string;
                /** @description Street lines, then postal code and city, region, country */
                addressLines: string[];
                vatNumber: string | null;
                /** @description Trimmed and lower-cased */
                email: string;
                bank: {
                    name: string;
                    iban: string;
                    bic: string;
                };
            };
            buyer: {
                name: string;
                /** @description Street lines, then postal code and city, region, country */
                addressLines: string[];
                vatNumber: string | null;
                country: string;
                /** @description Trimmed and lower-cased */
                email: string;
                /** @description VIES's confirmation of the buyer's EU VAT number on a reverse-charge invoice, else null */
                vatConfirmation: {
                    requestDate: string;
                    requestIdentifier: string | null;
                } | null;
            };
            lines: {
                name: string;
                /** @description What is credited, e.g. "7 unused months of 12" */
                description: string;
                /** @description Net amount credited, US cents */
                amountCents: number;
                /** @description The line of the invoice it credits, from 1 */
                invoiceLine?: number;
            }[];
            /** @description Net amount credited, US cents */
            netCents: number;
            tax: {
                /** @enum {string} */
                kind: "vat" | "reverseCharge" | "none";
                rateBasisPoints: number | null;
                country: string;
            };
            /** @description The tax credited, at the invoice’s rate, US cents */
            taxCents: number;
            /** @description Net plus tax, US cents */
            totalCents: number;
            /** @description The part that became account credit (the invoice was paid), US cents */
            toBalanceCents: number;
            /** @constant */
            currency: "USD";
        };
        DataExport: {
            /** @constant */
            format: "nimbus-cloud-data-export";
            /** @constant */
            version: 1;
            /** Format: date-time */
            exportedAt: string;
            profile: {
                id: string;
                name: string;
                /** @description Trimmed and lower-cased */
                email: string;
                emailVerifiedAt: string | null;
                companyName: string;
                address: string;
                phoneNumber: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
            billingDetails: {
                name: string;
                line1: string;
                line2: string;
                postalCode: string;
                city: string;
                region: string;
                country: string;
                vatNumber: string | null;
                vatStatus: ("confirmed" | "notRegistered" | "unreachable") | null;
                vatCheckedAt: string | null;
                vatRequestDate: string | null;
                vatRequestId: string | null;
                /** Format: date-time */
                updatedAt: string;
            } | null;
            sessions: {
                device: string;
                /** Format: date-time */
                createdAt: string;
                lastSeenAt: string | null;
                /** Format: date-time */
                expiresAt: string;
                revokedAt: string | null;
                accountId: string | null;
            }[];
            signIns: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                outcome: "success" | "failure" | "locked";
                /** @enum {string} */
                method: "password" | "totp" | "recovery-code" | "passkey" | "password-reset";
                device: string;
            }[];
            passkeys: {
                name: string;
                /** Format: date-time */
                createdAt: string;
                lastUsedAt: string | null;
                backedUp: boolean;
                transports: string[];
            }[];
            twoFactor: {
                enabled: boolean;
                enabledAt: string | null;
                recoveryCodesLeft: number;
            };
            apiTokens: {
                name: string;
                accountId: string;
                hint: string;
                scopes: string[];
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                expiresAt: string;
                lastUsedAt: string | null;
                revokedAt: string | null;
            }[];
            memberships: {
                accountId: string;
                /** @enum {string} */
                kind: "personal" | "team";
                name: string;
                /** @enum {string} */
                role: "owner" | "admin" | "billing" | "member" | "viewer";
                /** Format: date-time */
                since: string;
            }[];
            cart: {
                /** @enum {string} */
                itemType: "plan" | "service";
                itemId: string;
                /** @enum {string} */
                billingPeriod: "monthly" | "annual";
                /** Format: date-time */
                addedAt: string;
            }[];
            orders: {
                number: string;
                accountId: string | null;
                placedByYou: boolean;
                /** Format: date-time */
                placedAt: string;
                lines: {
                    name: string;
                    /** @enum {string} */
                    itemType: "plan" | "service";
                    itemId: string;
                    /** @enum {string} */
                    billingPeriod: "monthly" | "annual";
                    unitPriceCents: number;
                }[];
                billing: {
                    name: string;
                    email: string;
                    company: string;
                    address: string;
                    couponCode: string | null;
                    subtotalCents: number;
                    discountCents: number;
                    taxCents: number;
                    totalCents: number;
                } | null;
            }[];
            services: {
                id: string;
                orderId: string | null;
                name: string;
                /** @enum {string} */
                itemKind: "plan" | "service" | "vps" | "gpu";
                itemId: string;
                count: number;
                /** @enum {string} */
                billingPeriod: "monthly" | "annual";
                region: string | null;
                monthlyPriceCents: number;
                hourlyRateMills: number;
                /** Format: date-time */
                startedAt: string;
                endedAt: string | null;
                /** @enum {string} */
                state: "active" | "ended";
            }[];
            invoices: components["schemas"]["Invoice"][];
            creditNotes: components["schemas"]["CreditNote"][];
            balance: {
                /** @description Account credit, used first on the next invoice; the sum of the movements, US cents */
                balanceCents: number;
                movements: {
                    /**
                     * Format: date-time
                     * @description When
                     */
                    at: string;
                    /**
                     * @description "creditNote": a credit note on a paid invoice; "overpayment": paid above what was due; "applied": used on an invoice, an order, or a month of usage the credit covered in full ("Usage 2026-11")
                     * @enum {string}
                     */
                    kind: "creditNote" | "overpayment" | "applied";
                    /** @description Positive: credit gained; negative: credit used, US cents */
                    amountCents: number;
                    /** @description The credit note, invoice or order it came from or went to */
                    document: string;
                }[];
                creditNotes: {
                    number: string;
                    invoiceNumber: string;
                    /**
                     * Format: date-time
                     * @description The credit note’s date
                     */
                    issuedAt: string;
                    reason: string;
                    /** @description Net plus tax, US cents */
                    totalCents: number;
                    /** @constant */
                    currency: "USD";
                }[];
                payments: {
                    /**
                     * Format: uuid
                     * @description Its receipt PDF: /api/billing/receipts/{id}/pdf
                     */
                    id: string;
                    /** @description The receipt’s number, e.g. P-3F2B8C1E */
                    receipt: string;
                    /** @description The invoice it paid */
                    invoiceNumber: string;
                    /**
                     * Format: date-time
                     * @description When the payment was recorded
                     */
                    recordedAt: string;
                    /** @description Received, US cents */
                    amountCents: number;
                }[];
            };
            auditEntries: {
                accountId: string;
                /** Format: date-time */
                at: string;
                event: string;
                byYou: boolean;
                actorName: string;
                target: string;
                detail: {
                    [key: string]: string;
                };
                /** @description The client address of your own actions; empty otherwise */
                address: string;
            }[];
        };
        ListedSession: {
            /**
             * Format: uuid
             * @description Public id, for DELETE /api/sessions/{id}; not the token or its hash
             */
            id: string;
            /** @description Browser and system from the user agent at sign-in, e.g. "Chrome on Linux", or "Unknown device" */
            device: string;
            /**
             * Format: date-time
             * @description When the session signed in
             */
            signedInAt: string;
            /**
             * Format: date-time
             * @description When the session was last used, to within 5 minutes (now for the current one)
             */
            lastSeenAt: string;
            /** @description True for the session making this request */
            current: boolean;
        };
        SignIn: {
            /**
             * Format: date-time
             * @description When it happened
             */
            at: string;
            /** @description Browser and system from the user agent at sign-in, e.g. "Chrome on Linux", or "Unknown device" */
            device: string;
            /**
             * @description success; failure (a wrong password, code or passkey); locked (refused unchecked: too many attempts, 429)
             * @enum {string}
             */
            outcome: "success" | "failure" | "locked";
            /**
             * @description What was checked: the password, an authenticator code, a recovery code, a passkey, or a password-reset link
             * @enum {string}
             */
            method: "password" | "totp" | "recovery-code" | "passkey" | "password-reset";
        };
        ListedPlan: {
            _id: string;
            name: string;
            /** @description US dollars a month; null means custom pricing (contact sales) */
            monthlyPrice: number | null;
            description: string;
            features: string[];
            cpuCores: number;
            /** @description Memory in bytes */
            ram: number;
            /** @description Disk in bytes */
            storage: number;
            /** @description Monthly transfer in bytes */
            bandwidth: number;
            /** @description US dollars an hour, billed up to monthlyPrice: monthlyPrice ÷ 672 rounded half-up to 3 decimals; null for free and custom-priced plans */
            hourlyPrice: number | null;
        };
        Plan: {
            _id: string;
            name: string;
            /** @description US dollars a month; null means custom pricing (contact sales) */
            monthlyPrice: number | null;
            description: string;
            features: string[];
            cpuCores: number;
            /** @description Memory in bytes */
            ram: number;
            /** @description Disk in bytes */
            storage: number;
            /** @description Monthly transfer in bytes */
            bandwidth: number;
        };
        Service: {
            _id: string;
            /** @enum {string} */
            category: "kvmVps" | "dedicatedServers" | "additionalServices";
            name: string;
            /** @description US dollars a month; null means custom pricing (contact sales) */
            monthlyPrice: number | null;
            description: string;
            features: string[];
            /** @description Data centers where it can be ordered, or "All" */
            locations: string[] | "All";
            isOutOfStock: boolean;
            cpuCores: number | null;
            ram: number | null;
            storage: number | null;
            bandwidth: number | null;
        };
        InstanceType: {
            _id: string;
            /** @enum {string} */
            kind: "vps" | "gpu";
            name: string;
            /** @description VPS sizes: US dollars a month (null: custom pricing); null for GPUs */
            monthlyPrice: number | null;
            /** @description GPU instances: US dollars an hour per instance (null: custom pricing); null for VPS sizes */
            hourlyPrice: number | null;
            description: string;
            specs: string[];
            /** @description Data centers where it can be ordered, or "All" */
            locations: string[] | "All";
            isOutOfStock: boolean;
        };
        CartItem: {
            id: string;
            /** @description The plan of this line, or null */
            planId: components["schemas"]["Plan"] | null;
            /** @description The service of this line, or null */
            serviceId: components["schemas"]["Service"] | null;
            /** @description The VPS size or GPU instance of this line, or null */
            instanceId: components["schemas"]["InstanceType"] | null;
            category: ("kvmVps" | "dedicatedServers" | "additionalServices") | null;
            /** @enum {string} */
            billingPeriod: "monthly" | "annual";
            /** @description Instances on this line: 1–8 for a GPU, else 1 */
            count: number;
            /** @description Where it will run: the one picked, else the first of `regions` */
            region: string;
            /** @description The item's locations to pick from */
            regions: string[];
        };
        Coupon: {
            code: string;
            /** @enum {string} */
            discountType: "percentage" | "fixed";
            /** @description Percent off, or US dollars off */
            discountValue: number;
        };
        OrderLine: {
            /**
             * @description A plan, a catalog service, a VPS size or a GPU instance
             * @enum {string}
             */
            itemType: "plan" | "service" | "vps" | "gpu";
            /** @description The catalog id of the item */
            itemId: string;
            category: ("kvmVps" | "dedicatedServers" | "additionalServices") | null;
            name: string;
            /** @enum {string} */
            billingPeriod: "monthly" | "annual";
            /** @description The catalog monthly price at checkout, US dollars */
            monthlyPrice: number;
            /** @description What one billing period costs: the monthly price, or the year’s price for annual; 0 for a GPU, billed by the hour, US dollars */
            unitPrice: number;
            /** @description Instances ordered: 1–8 for a GPU, else 1 */
            count: number;
            /** @description Where it runs; null for lines ordered before regions */
            region: string | null;
            /** @description A GPU instance: US dollars an hour per instance, billed monthly in arrears; else null */
            hourlyPrice: number | null;
        };
        Order: {
            /**
             * Format: uuid
             * @description The order id, for GET /api/orders/{id}
             */
            id: string;
            /** @description Short and human-readable, e.g. NB-7K2M-9QXD */
            number: string;
            /**
             * @description "pendingPayment" until its invoice is paid by bank transfer, then "paid"; "overdue" when unpaid after the due date; "confirmed" for an order without an invoice of its own (monthly items only, whose usage is invoiced on the 1st of each month)
             * @enum {string}
             */
            status: "pendingPayment" | "partlyPaid" | "paid" | "overdue" | "confirmed";
            /**
             * Format: date-time
             * @description When the order was placed
             */
            createdAt: string;
            lines: components["schemas"]["OrderLine"][];
            /** @description Sum of the unit prices, US dollars */
            subtotal: number;
            /** @description The coupon’s discount, US dollars */
            discount: number;
            /** @description The tax on subtotal minus discount, by the billing country; null for a role without billing data */
            tax: number | null;
            /** @description Subtotal minus discount plus tax: what the invoice asks for, US dollars */
            total: number;
            /** @description The coupon as validated at checkout, or null */
            coupon: components["schemas"]["Coupon"] | null;
            /** @description The invoice issued at checkout for the annual items; null for an order of monthly items only (their usage is invoiced monthly), for orders placed before invoicing began, and for a role without billing data (member, viewer) */
            invoice: {
                /** @description e.g. NIM-2026-000001; also the payment reference */
                number: string;
                /** @enum {string} */
                status: "pendingPayment" | "partlyPaid" | "paid" | "overdue";
                /**
                 * Format: date-time
                 * @description The due date
                 */
                dueAt: string;
                paidAt: string | null;
                tax: {
                    /** @enum {string} */
                    kind: "vat" | "reverseCharge" | "none";
                    /** @description 1900 for 19% */
                    rateBasisPoints: number | null;
                    /** @description The billing country, ISO 3166-1 alpha-2 */
                    country: string;
                };
            } | null;
            /** @description Who is billed, as at checkout; null for a role without billing data (member, viewer) */
            billing: {
                name: string;
                /** @description Trimmed and lower-cased */
                email: string;
                companyName: string;
                address: string;
            } | null;
        };
        OrderSummary: {
            /**
             * Format: uuid
             * @description The order id, for GET /api/orders/{id}
             */
            id: string;
            /** @description Short and human-readable, e.g. NB-7K2M-9QXD */
            number: string;
            /**
             * @description "pendingPayment" until its invoice is paid by bank transfer, then "paid"; "overdue" when unpaid after the due date; "confirmed" for an order without an invoice of its own (monthly items only, whose usage is invoiced on the 1st of each month)
             * @enum {string}
             */
            status: "pendingPayment" | "partlyPaid" | "paid" | "overdue" | "confirmed";
            /**
             * Format: date-time
             * @description When the order was placed
             */
            createdAt: string;
            itemCount: number;
            /** @description Subtotal minus discount plus tax, US dollars */
            total: number;
        };
        AccountService: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            itemKind: "plan" | "service" | "vps" | "gpu";
            itemId: string;
            name: string;
            count: number;
            /** @enum {string} */
            billingPeriod: "monthly" | "annual";
            /** @description null for services ordered before regions were asked for */
            region: string | null;
            /**
             * @description "suspended" while the account has an invoice unpaid 14 days after its due date (see `suspendedFor`)
             * @enum {string}
             */
            state: "active" | "ended" | "suspended";
            /**
             * Format: date-time
             * @description When it started: the order’s time
             */
            startedAt: string;
            /** @description When it was cancelled */
            endedAt: string | null;
            /** @description The monthly price frozen at the order (0 for GPU instances), US cents */
            monthlyPriceCents: number;
            /** @description The hourly rate, thousandths of a dollar */
            hourlyRateMills: number;
            /** @description Started hours this month (UTC) so far; 0 for annual items */
            hoursThisMonth: number;
            /** @description What those hours cost so far, capped where the item is, US cents */
            amountThisMonthCents: number;
            /** @description This month has reached the monthly price */
            capped: boolean;
        };
        Budget: {
            /** @description This month (UTC), e.g. 2026-11 */
            month: string;
            /** @description This month’s metered usage so far, before tax, US cents */
            usageCents: number;
            /** @description null: no budget */
            budget: {
                amountDollars: number;
                stopAtBudget: boolean;
                /** @description Usage in whole percent of the budget */
                percentUsed: number;
                /** @description Usage has reached the budget this month */
                reached: boolean;
                /** @description The alerts mailed this month: 50, 75, 100 (percent) */
                alertsSent: (50 | 75 | 100)[];
                /**
                 * Format: date-time
                 * @description When it was last set
                 */
                updatedAt: string;
            } | null;
        };
        BillingDetails: {
            name: string;
            line1: string;
            line2: string;
            postalCode: string;
            city: string;
            region: string;
            /** @description ISO 3166-1 alpha-2 */
            country: string;
            /** @description Normalized, e.g. DE136695976; null for none */
            vatNumber: string | null;
            /** @description What VIES last said about an EU number; null for none, for a UK or Swiss number (checked by format only) and for an EU number not asked yet */
            vatConfirmation: {
                /**
                 * @description "confirmed": VIES confirmed it; "notRegistered": VIES says it is not registered; "unreachable": VIES could not be reached. Only a confirmed number exempts an order from VAT.
                 * @enum {string}
                 */
                status: "confirmed" | "notRegistered" | "unreachable";
                /**
                 * Format: date-time
                 * @description When VIES was asked
                 */
                checkedAt: string;
                /** @description VIES's date of a confirmation */
                requestDate: string | null;
                /** @description VIES's consultation number */
                requestIdentifier: string | null;
            } | null;
        };
        InvoiceSummary: {
            number: string;
            orderId: string | null;
            orderNumber: string;
            /** @enum {string} */
            status: "pendingPayment" | "partlyPaid" | "paid" | "overdue";
            /**
             * Format: date-time
             * @description The invoice date
             */
            issuedAt: string;
            /**
             * Format: date-time
             * @description The due date
             */
            dueAt: string;
            paidAt: string | null;
            /** @description What is due, US cents */
            totalCents: number;
            /** @constant */
            currency: "USD";
            /** @description The month of usage it bills; null for an order’s */
            usageMonth: string | null;
            /** @description What is still to pay, US cents */
            amountDueCents: number;
        };
        Passkey: {
            /**
             * Format: uuid
             * @description For PUT and DELETE /api/passkeys/{id}
             */
            id: string;
            /** @description The customer’s name for it; "Passkey on <browser>, <system>" at first */
            name: string;
            /**
             * Format: date-time
             * @description When it was registered
             */
            createdAt: string;
            /** @description The last sign-in with it, or null */
            lastUsedAt: string | null;
            /** @description Backed up by a password manager, so other devices may have it too */
            synced: boolean;
        };
        PasskeyCreationOptions: {
            /** @description 32 random bytes, base64url; single-use, valid 5 minutes */
            challenge: string;
            rp: {
                name: string;
                /** @description The host the site is on */
                id: string;
            };
            user: {
                /** @description The user handle, base64url */
                id: string;
                name: string;
                displayName: string;
            };
            pubKeyCredParams: {
                /** @constant */
                alg: -7;
                /** @constant */
                type: "public-key";
            }[];
            timeout: number;
            /** @constant */
            attestation: "none";
            excludeCredentials: {
                /** @description A credential id, base64url */
                id: string;
                /** @constant */
                type: "public-key";
                transports?: string[];
            }[];
            authenticatorSelection: {
                /** @constant */
                residentKey: "required";
                /** @constant */
                requireResidentKey: true;
                /** @constant */
                userVerification: "required";
            };
            extensions: {
                /** @constant */
                credProps: true;
            };
            hints: ("hybrid" | "security-key" | "client-device")[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            status: "ok";
                        };
                    };
                };
            };
        };
    };
    postApiAuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.com",
                 *       "password": "Sunrise2026",
                 *       "terms": true
                 *     }
                 */
                "application/json": {
                    /** @description One line of at most 100 printable characters (code points), trimmed */
                    name: string;
                    email: string;
                    password: string;
                    /** @constant */
                    terms: true;
                };
            };
        };
        responses: {
            /** @description The account was created; sign in next */
            201: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description Invalid body (`fields` names each field), or a common password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description An account with this email already exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 10 per 15 minutes sign-ups from one client address (defaults; the Worker vars `RATE_LIMIT_SIGNUP` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com",
                 *       "password": "Sunrise2026",
                 *       "rememberMe": true
                 *     }
                 */
                "application/json": {
                    email: string;
                    password: string;
                    rememberMe?: boolean | undefined;
                };
            };
        };
        responses: {
            /** @description Signed in, or (two-factor sign-in on) a ticket for the second step */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Session"] | components["schemas"]["MfaRequired"];
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Invalid email or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses) (defaults; the Worker vars `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthLoginMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticket": "q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    ticket: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Invalid body, "That code is not valid. Please try again.", or "Your sign-in has expired. Please sign in again." */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Too many wrong codes. Please sign in again." (five codes tried on this ticket, the last wrong), too many wrong codes for the account (`RATE_LIMIT_MFA_FAILURES`), or too many steps from one client (`RATE_LIMIT_LOGIN_MFA`) */
            429: {
                headers: {
                    /** @description Seconds until a limit resets; not sent for a locked ticket (sign in again) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is revoked */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            loggedOut: true;
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ada@example.com"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Always this answer, account or not, within the per-address limits or past them */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            message: "If an account exists for that address, we have sent a link to reset its password.";
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 10 per 15 minutes password reset requests from one client address (defaults; the Worker vars `RATE_LIMIT_FORGOT_PASSWORD` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthResetPasswordCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The link is live */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /**
                             * @description The link is live: the page may ask for the new password
                             * @constant
                             */
                            valid: true;
                            /** @description The account has two-factor sign-in on: POST /api/auth/reset-password needs `code` */
                            twoFactor: boolean;
                        };
                    };
                };
            };
            /** @description This password reset link is invalid or has expired. Please ask for a new one. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 15 minutes reset link checks and resets from one client address (each is a guess at a token) (defaults; the Worker vars `RATE_LIMIT_RESET_PASSWORD` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk",
                 *       "password": "Moonrise2027"
                 *     }
                 */
                "application/json": {
                    token: string;
                    password: string;
                    code?: string | undefined;
                };
            };
        };
        responses: {
            /** @description The password is changed; sign in with it */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            reset: true;
                        };
                    };
                };
            };
            /** @description Invalid body (`fields` names each field), a common password, "This password reset link is invalid or has expired. Please ask for a new one.", "Enter a code from your authenticator app, or one of your recovery codes." or "That code is not valid. Please try again." */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 15 minutes reset link checks and resets from one client address (each is a guess at a token) (defaults; the Worker vars `RATE_LIMIT_RESET_PASSWORD` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The address is verified */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            verified: true;
                        };
                    };
                };
            };
            /** @description This verification link is invalid or has expired. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 15 minutes verification link checks from one client address (defaults; the Worker vars `RATE_LIMIT_VERIFY_EMAIL` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthVerifyEmailResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link is on its way */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            sent: true;
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Your email address is already verified. */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 3 per 1 hour for one account (default; RATE_LIMIT_RESEND_VERIFICATION_ACCOUNT sets it) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthPasskeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Options for the browser */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PasskeyRequestOptions"];
                    };
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 15 minutes passkey sign-in challenges for one client address (the login page asks for one when the e-mail field is first focused) (defaults; the Worker vars `RATE_LIMIT_PASSKEY_CHALLENGE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiAuthPasskeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "response": {
                 *         "id": "Q9xWm2rT5uKp8LhN4sDf7g",
                 *         "rawId": "Q9xWm2rT5uKp8LhN4sDf7g",
                 *         "type": "public-key",
                 *         "clientExtensionResults": {},
                 *         "authenticatorAttachment": "platform",
                 *         "response": {
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
                 *           "authenticatorData": "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
                 *           "signature": "MEUCIQDx2nBz3Q",
                 *           "userHandle": "NmYxYzJiOWUtNGQxYQ"
                 *         }
                 *       },
                 *       "rememberMe": true
                 *     }
                 */
                "application/json": {
                    response: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        } | undefined;
                        /** @enum {string} */
                        authenticatorAttachment?: ("platform" | "cross-platform") | undefined;
                        response: {
                            clientDataJSON: string;
                            authenticatorData: string;
                            signature: string;
                            userHandle?: string | undefined;
                        };
                    };
                    rememberMe?: boolean | undefined;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Session"];
                    };
                };
            };
            /** @description Invalid body, or "This passkey sign-in has expired. Please try again." (unknown, spent or expired challenge) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This passkey is not registered with your account. Sign in with your password instead." (never registered or removed), or "Signing in with this passkey failed. Please try again or use your password." (wrong origin or RP ID, bad signature, no user verification, counter gone back) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 15 minutes passkey sign-ins from one client address (defaults; the Worker vars `RATE_LIMIT_PASSKEY_SIGN_IN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": "contact",
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.com",
                 *       "subject": "Quota for GPU instances",
                 *       "category": "sales",
                 *       "message": "We would like to run four AI Pro instances for a month.",
                 *       "privacy": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    email: string;
                    message: string;
                    website?: string | undefined;
                    /** @constant */
                    source: "about";
                } | {
                    name: string;
                    email: string;
                    message: string;
                    website?: string | undefined;
                    /** @constant */
                    source: "contact";
                    subject: string;
                    /** @enum {string} */
                    category: "technical" | "billing" | "account" | "sales" | "feedback";
                    /** @constant */
                    privacy: true;
                };
            };
        };
        responses: {
            /** @description The message is stored; we answer within one business day */
            201: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            received: true;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 5 per 10 minutes contact messages from one client address (defaults; the Worker vars `RATE_LIMIT_CONTACT` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    putApiProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "companyName": "Analytical Engines Ltd",
                 *       "address": "12 St James Square, London",
                 *       "phoneNumber": "+44 20 7946 0000"
                 *     }
                 */
                "application/json": {
                    /** @description One line of at most 100 printable characters (code points), trimmed */
                    name: string;
                    email?: unknown | undefined;
                    companyName?: string | undefined;
                    address?: string | undefined;
                    phoneNumber?: string | undefined;
                };
            };
        };
        responses: {
            /** @description The updated profile */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes profile and password changes of one customer (defaults; the Worker vars `RATE_LIMIT_PROFILE_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Sunrise2026",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    password: string;
                    code?: string | undefined;
                };
            };
        };
        responses: {
            /** @description The account is deleted; this session has ended too */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description Invalid body, "Current password is incorrect", "Enter a code from your authenticator app, or one of your recovery codes." (two-factor sign-in is on and no code was sent) or "That code is not valid. Please try again." */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "You own the team "…", which has other members. Transfer its ownership or remove its members before deleting your account." or "An account you own has an unpaid invoice, NIM-…. Pay it before deleting your account." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes profile and password changes of one customer; or More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses); or More than 10 per 15 minutes wrong two-factor codes for one account, at sign-in, password reset and in the Security section (defaults; the Worker vars `RATE_LIMIT_PROFILE_WRITE`, `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT`, `RATE_LIMIT_MFA_FAILURES` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    putApiProfilePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldPassword": "Sunrise2026",
                 *       "newPassword": "Moonrise2027"
                 *     }
                 */
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description The password is changed */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            changed: true;
                        };
                    };
                };
            };
            /** @description Invalid body (`fields` names each field), a common new password, or "Current password is incorrect" */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes profile and password changes of one customer (defaults; the Worker vars `RATE_LIMIT_PROFILE_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiProfileExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    /** @description attachment; filename="nimbus-cloud-data-YYYY-MM-DD.json" */
                    "Content-Disposition"?: string;
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 10 per 1 hour exports of their data by one customer ("Download your data") (defaults; the Worker vars `RATE_LIMIT_DATA_EXPORT` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your live sessions */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Live sessions: the current one first, then the most recently used (at most 50) */
                            sessions: components["schemas"]["ListedSession"][];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiSessionsRevokeOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The other sessions are signed out */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description How many other sessions were signed out */
                            signedOut: number;
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes sign-outs of other sessions by one customer (defaults; the Worker vars `RATE_LIMIT_SESSION_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session id from GET /api/sessions
                 * @example 3f2b9c4e-8d1a-4e6f-9b7c-2a5d8e0f1c34
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is signed out */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @description True when it was the session making this request */
                            current: boolean;
                        };
                    };
                };
            };
            /** @description A malformed `id` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Session not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes sign-outs of other sessions by one customer (defaults; the Worker vars `RATE_LIMIT_SESSION_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiSignIns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your recent sign-ins */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Newest first: the last 20 successful sign-ins and, kept apart so they never push a success out, the last 20 failed or refused ones */
                            signIns: components["schemas"]["SignIn"][];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plans */
            200: {
                headers: {
                    /** @description A strong validator of the exact body; send it back as `If-None-Match` */
                    ETag: string;
                    /** @description Public: CDNs keep it a minute and may serve it five more minutes while they revalidate */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ListedPlan"][];
                    };
                };
            };
            /** @description Not modified: `If-None-Match` names the current `ETag`. No body; reuse the copy you have. */
            304: {
                headers: {
                    /** @description A strong validator of the exact body; send it back as `If-None-Match` */
                    ETag: string;
                    /** @description Public: CDNs keep it a minute and may serve it five more minutes while they revalidate */
                    "Cache-Control": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An API token that is malformed, expired, revoked or whose maker left its account */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description An API token without the `catalog:read` scope: "This API token does not have the catalog:read scope." */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: components["schemas"]["CartItem"][];
                            /** @description The tax an order would carry now, from the billing details (an EU VAT number confirmed by VIES in the last 30 days means reverse charge; checkout asks VIES again when older); null without billing details */
                            tax: {
                                /** @enum {string} */
                                kind: "vat" | "reverseCharge" | "none";
                                /** @description 1900 for 19% */
                                rateBasisPoints: number | null;
                                /** @description The billing country, ISO 3166-1 alpha-2 */
                                country: string;
                            } | null;
                            /** @description The account this cart belongs to: send it back as `accountId` when checking out */
                            accountId: string;
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read and change the cart: allowed to Owner, Admin or Member. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `cart:read` scope: "This API token does not have the cart:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiCartAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "planId": "pro",
                 *       "billingPeriod": "annual"
                 *     }
                 */
                "application/json": {
                    planId?: string | undefined;
                    serviceId?: string | undefined;
                    instanceId?: string | undefined;
                    /** @enum {string} */
                    category?: ("kvmVps" | "dedicatedServers" | "additionalServices") | undefined;
                    /** @enum {string} */
                    billingPeriod: "monthly" | "annual";
                    count?: number | undefined;
                    region?: string | undefined;
                };
            };
        };
        responses: {
            /** @description Added, or its billing period or count updated */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Lines in the cart after the change */
                            itemCount: number;
                        };
                    };
                };
            };
            /** @description Invalid body (`fields` names each field; `_` when no id or several are sent), "This item has custom pricing. Please contact sales.", "The Free plan is included with every account: there is nothing to order", "This service is not in that category", "GPU instances are billed by the hour: choose monthly billing", "Only a GPU line takes a count" or a region the item is not offered in */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read and change the cart: allowed to Owner, Admin or Member. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `cart:write` scope: "This API token does not have the cart:write scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Plan not found", "Service not found" or "VPS size or GPU instance not found" */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This service is out of stock. Please contact sales.", "This instance type is out of stock. Please contact sales." or "A cart line holds at most 8 GPU instances" */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 300 per 1 minute cart changes and checkouts of one customer (defaults; the Worker vars `RATE_LIMIT_CART_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    patchApiCartLinesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The cart line id (`items[].id` of the cart)
                 * @example 5b7e2f0a-9c1d-4e3b-8a6f-2d4c6e8a0b1c
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "count": 3,
                 *       "region": "Frankfurt"
                 *     }
                 */
                "application/json": {
                    count?: number | undefined;
                    region?: string | undefined;
                };
            };
        };
        responses: {
            /** @description The cart after the change */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: components["schemas"]["CartItem"][];
                            /** @description The tax an order would carry now, from the billing details (an EU VAT number confirmed by VIES in the last 30 days means reverse charge; checkout asks VIES again when older); null without billing details */
                            tax: {
                                /** @enum {string} */
                                kind: "vat" | "reverseCharge" | "none";
                                /** @description 1900 for 19% */
                                rateBasisPoints: number | null;
                                /** @description The billing country, ISO 3166-1 alpha-2 */
                                country: string;
                            } | null;
                            /** @description The account this cart belongs to: send it back as `accountId` when checking out */
                            accountId: string;
                        };
                    };
                };
            };
            /** @description Invalid body, "Only a GPU line takes a count" or a region the item is not offered in */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read and change the cart: allowed to Owner, Admin or Member. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `cart:write` scope: "This API token does not have the cart:write scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description This line is not in your cart */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 300 per 1 minute cart changes and checkouts of one customer (defaults; the Worker vars `RATE_LIMIT_CART_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiCartRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "planId": "pro"
                 *     }
                 */
                "application/json": {
                    planId?: string | undefined;
                    serviceId?: string | undefined;
                    instanceId?: string | undefined;
                };
            };
        };
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Lines in the cart after the change */
                            itemCount: number;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read and change the cart: allowed to Owner, Admin or Member. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `cart:write` scope: "This API token does not have the cart:write scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description This item is not in your cart */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 300 per 1 minute cart changes and checkouts of one customer (defaults; the Worker vars `RATE_LIMIT_CART_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiCouponsValidate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "WELCOME10"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description The coupon and its discount */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Coupon"];
                    };
                };
            };
            /** @description Invalid body, "This coupon is no longer active" or "This coupon has expired" */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description An API token without the `cart:read` scope: "This API token does not have the cart:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Invalid coupon code */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes coupon checks of one customer; or More than 300 per 10 minutes coupon checks from one client address, all customers together (the ceiling against guessing) (defaults; the Worker vars `RATE_LIMIT_COUPON`, `RATE_LIMIT_COUPON_ADDRESS` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current account's orders */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orders: components["schemas"]["OrderSummary"][];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read orders: allowed to Owner, Admin, Billing, Member or Viewer. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `orders:read` scope: "This API token does not have the orders:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiOrders: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A fresh random value (a UUID) per checkout attempt, sent again unchanged when the same attempt is retried
                 * @example 0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40
                 */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "couponCode": "WELCOME10"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The account whose cart was shown (GET /api/cart names it); omit it to use the current one
                     */
                    accountId?: string | undefined;
                    couponCode?: string | undefined;
                };
            };
        };
        responses: {
            /** @description The order this key already placed */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description The order, placed now */
            201: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description "Your cart is empty.", a missing or malformed `Idempotency-Key`, an invalid body, or a coupon that is unknown ("Invalid coupon code"), inactive or expired */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The account is suspended: an invoice is unpaid 14 days after its due date ("This account has an overdue invoice. Pay NIM-2026-000123 to order again.") */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Your current account changed in another tab. Reload to see its cart.", "This Idempotency-Key was already used for a different request", an item in the cart is no longer available, "Add your billing details before checking out.", or, with the budget's stop on, metered items once the month's usage reached the budget ("This account has reached its monthly budget of $500. Raise the budget or wait until next month.") */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 300 per 1 minute cart changes and checkouts of one customer; or More than 60 per 10 minutes coupon checks of one customer; or More than 300 per 10 minutes coupon checks from one client address, all customers together (the ceiling against guessing) (defaults; the Worker vars `RATE_LIMIT_CART_WRITE`, `RATE_LIMIT_COUPON`, `RATE_LIMIT_COUPON_ADDRESS` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The order id (a UUID)
                 * @example 0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description A malformed `id` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read orders: allowed to Owner, Admin, Billing, Member or Viewer. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `orders:read` scope: "This API token does not have the orders:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current account's services */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description This month (UTC), e.g. 2026-11 */
                            month: string;
                            services: components["schemas"]["AccountService"][];
                            /** @description This month so far, before tax, US cents */
                            thisMonthCents: number;
                            /** @description This month to its end if nothing changes, before tax, US cents */
                            forecastCents: number;
                            /** @description The invoice (e.g. NIM-2026-000123) unpaid 14 days after its due date that suspends the account, until it is paid; null when not suspended */
                            suspendedFor: string | null;
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read services and their usage: allowed to Owner, Admin, Billing, Member or Viewer. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `services:read` scope: "This API token does not have the services:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiServicesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The service id (a UUID)
                 * @example 3f2b8c1e-7d4a-4e6b-9a51-0c2d8e4f6a10
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ended service */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AccountService"];
                    };
                };
            };
            /** @description A malformed `id` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to cancel services: allowed to Owner, Admin or Member. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `services:write` scope: "This API token does not have the services:write scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Service not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description This service has already ended. */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 300 per 1 minute cart changes and checkouts of one customer (defaults; the Worker vars `RATE_LIMIT_CART_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiBillingBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget and this month’s usage */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Budget"];
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read billing details and invoices: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `billing:read` scope: "This API token does not have the billing:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    putApiBillingBudget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amountDollars": 500,
                 *       "stopAtBudget": true
                 *     }
                 */
                "application/json": {
                    /** @description The budget per calendar month (UTC) in whole US dollars; null removes it */
                    amountDollars: number | null;
                    /** @description Refuse checkout of metered items once the month’s usage has reached the budget */
                    stopAtBudget: boolean;
                };
            };
        };
        responses: {
            /** @description The budget and this month’s usage */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Budget"];
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A role that may not set the budget (member, viewer) */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes profile and password changes of one customer (defaults; the Worker vars `RATE_LIMIT_PROFILE_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your billing details */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description null until the customer has given them */
                            details: components["schemas"]["BillingDetails"] | null;
                            /** @description While `details` is null: the signed-in person’s profile company (or name) and address, for the form to start from; null once there are details */
                            draft: {
                                name: string;
                                line1: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read billing details and invoices: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `billing:read` scope: "This API token does not have the billing:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    putApiBillingDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Analytical Engines GmbH",
                 *       "line1": "Unter den Linden 1",
                 *       "postalCode": "10117",
                 *       "city": "Berlin",
                 *       "country": "DE",
                 *       "vatNumber": "DE136695976"
                 *     }
                 */
                "application/json": {
                    name: string;
                    line1: string;
                    /** @default  */
                    line2?: string | undefined;
                    postalCode: string;
                    city: string;
                    /** @default  */
                    region?: string | undefined;
                    /** @description ISO 3166-1 alpha-2 (any case), e.g. DE */
                    country: string;
                    /** @default  */
                    vatNumber?: string | undefined;
                };
            };
        };
        responses: {
            /** @description The saved billing details */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description null until the customer has given them */
                            details: components["schemas"]["BillingDetails"] | null;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to change billing details: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes profile and password changes of one customer (defaults; the Worker vars `RATE_LIMIT_PROFILE_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiBillingInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your invoices */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            invoices: components["schemas"]["InvoiceSummary"][];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read billing details and invoices: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `billing:read` scope: "This API token does not have the billing:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiBillingInvoicesByNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice number
                 * @example NIM-2026-000001
                 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Invoice"];
                    };
                };
            };
            /** @description A malformed `number` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read billing details and invoices: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `billing:read` scope: "This API token does not have the billing:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Invoice not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiBillingInvoicesByNumberPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invoice number
                 * @example NIM-2026-000001
                 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as a PDF (A4) */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A malformed `number` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read billing details and invoices: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `billing:read` scope: "This API token does not have the billing:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Invoice not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiBillingBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your balance */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Account credit, used first on the next invoice; the sum of the movements, US cents */
                            balanceCents: number;
                            movements: {
                                /**
                                 * Format: date-time
                                 * @description When
                                 */
                                at: string;
                                /**
                                 * @description "creditNote": a credit note on a paid invoice; "overpayment": paid above what was due; "applied": used on an invoice, an order, or a month of usage the credit covered in full ("Usage 2026-11")
                                 * @enum {string}
                                 */
                                kind: "creditNote" | "overpayment" | "applied";
                                /** @description Positive: credit gained; negative: credit used, US cents */
                                amountCents: number;
                                /** @description The credit note, invoice or order it came from or went to */
                                document: string;
                            }[];
                            creditNotes: {
                                number: string;
                                invoiceNumber: string;
                                /**
                                 * Format: date-time
                                 * @description The credit note’s date
                                 */
                                issuedAt: string;
                                reason: string;
                                /** @description Net plus tax, US cents */
                                totalCents: number;
                                /** @constant */
                                currency: "USD";
                            }[];
                            payments: {
                                /**
                                 * Format: uuid
                                 * @description Its receipt PDF: /api/billing/receipts/{id}/pdf
                                 */
                                id: string;
                                /** @description The receipt’s number, e.g. P-3F2B8C1E */
                                receipt: string;
                                /** @description The invoice it paid */
                                invoiceNumber: string;
                                /**
                                 * Format: date-time
                                 * @description When the payment was recorded
                                 */
                                recordedAt: string;
                                /** @description Received, US cents */
                                amountCents: number;
                            }[];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read billing details and invoices: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `billing:read` scope: "This API token does not have the billing:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiBillingCreditNotesByNumberPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The credit note number
                 * @example NIM-CN-2026-000001
                 */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note as a PDF (A4) */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A malformed `number` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read billing details and invoices: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `billing:read` scope: "This API token does not have the billing:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Credit note not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiBillingReceiptsByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payment’s id (from the balance’s payments)
                 * @example 3f2b8c1e-5a0d-4c1b-9e2f-7d6a5b4c3d2e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt as a PDF (A4) */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A malformed `id` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read billing details and invoices: allowed to Owner, Admin or Billing. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed. An API token without the `billing:read` scope: "This API token does not have the billing:read scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Receipt not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiOperatorPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoiceNumber": "NIM-2026-000001",
                 *       "amountCents": 11900
                 *     }
                 */
                "application/json": {
                    invoiceNumber: string;
                    amountCents: number;
                };
            };
        };
        responses: {
            /** @description The invoice as it now stands and how the payment was split */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            invoice: components["schemas"]["Invoice"];
                            payment: {
                                /** Format: uuid */
                                id: string;
                                /** @description The receipt’s number, e.g. P-3F2B8C1E */
                                receipt: string;
                                /** @description Received, US cents */
                                amountCents: number;
                                /** @description What went to the invoice, US cents */
                                appliedCents: number;
                                /** @description What was above the amount due and became account credit, US cents */
                                creditCents: number;
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "A valid operator key is required": no key, or not the Worker's OPERATOR_KEY */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Invoice not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description This invoice is already paid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes operator requests (payment records) from one client, with or without a valid key (defaults; the Worker vars `RATE_LIMIT_OPERATOR` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiOperatorCreditNotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoiceNumber": "NIM-2026-000001",
                 *       "line": 1,
                 *       "amountCents": 1000,
                 *       "reason": "Outage on Nov 3: one day credited"
                 *     }
                 */
                "application/json": {
                    invoiceNumber: string;
                    line: number;
                    amountCents?: number | undefined;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The credit note */
            201: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreditNote"];
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "A valid operator key is required": no key, or not the Worker's OPERATOR_KEY */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Invoice not found" or "The invoice has no such line" */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The credit exceeds what is left to credit on this line, $10.00 USD */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes operator requests (payment records) from one client, with or without a valid key (defaults; the Worker vars `RATE_LIMIT_OPERATOR` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your accounts */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            currentId: string;
                            /** @description The personal account first, then teams by name */
                            accounts: {
                                id: string;
                                /** @enum {string} */
                                kind: "personal" | "team";
                                /** @description The team's name; '' for a personal account */
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "billing" | "member" | "viewer";
                                requireTwoFactor: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    putApiAccountsCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accountId": "6c1f0a8e-2b7d-4c59-8e3a-9d4b1f7e2a60"
                 *     }
                 */
                "application/json": {
                    accountId: string;
                };
            };
        };
        responses: {
            /** @description The account the session acts for now */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            /** @description The team's name; '' for a personal account */
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            requireTwoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Account not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting) (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Analytical Engines"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The new team, now the current account */
            201: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            /** @description The team's name; '' for a personal account */
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            requireTwoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 10 per 24 hours teams created by one customer (defaults; the Worker vars `RATE_LIMIT_TEAM_CREATE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiTeamInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open invitations */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Open invitations, newest first */
                            invitations: {
                                id: string;
                                email: string;
                                /** @enum {string} */
                                role: "admin" | "billing" | "member" | "viewer";
                                /** @description The inviter's name ('' when they left) */
                                invitedBy: string;
                                /**
                                 * Format: date-time
                                 * @description When it was last sent
                                 */
                                sentAt: string;
                                /**
                                 * Format: date-time
                                 * @description When its link stops working (7 days after the last send)
                                 */
                                expiresAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to invite, change roles, remove members: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTeamInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "grace@example.com",
                 *       "role": "member"
                 *     }
                 */
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "billing" | "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description The invitation, mailed */
            201: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "billing" | "member" | "viewer";
                            /** @description The inviter's name ('' when they left) */
                            invitedBy: string;
                            /**
                             * Format: date-time
                             * @description When it was last sent
                             */
                            sentAt: string;
                            /**
                             * Format: date-time
                             * @description When its link stops working (7 days after the last send)
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to invite, change roles, remove members: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal); "This person is already a member of the team."; "This address already has an open invitation. Resend it instead." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting); or More than 30 per 24 hours invitation mails (sent or resent) of one team; or More than 3 per 24 hours invitation mails one team sent (or resent) to one address; refusals are not counted (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE`, `RATE_LIMIT_INVITATIONS`, `RATE_LIMIT_INVITATIONS_INVITEE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTeamInvitationsByIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invitation id from GET /api/team/invitations
                 * @example 5c0e8a4e-8f9b-4d7a-b1c2-3e4f5a6b7c8d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation, mailed again */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "billing" | "member" | "viewer";
                            /** @description The inviter's name ('' when they left) */
                            invitedBy: string;
                            /**
                             * Format: date-time
                             * @description When it was last sent
                             */
                            sentAt: string;
                            /**
                             * Format: date-time
                             * @description When its link stops working (7 days after the last send)
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description A malformed `id` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to invite, change roles, remove members: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Invitation not found": unknown, accepted, cancelled or another team's */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting); or More than 30 per 24 hours invitation mails (sent or resent) of one team; or More than 3 per 24 hours invitation mails one team sent (or resent) to one address; refusals are not counted (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE`, `RATE_LIMIT_INVITATIONS`, `RATE_LIMIT_INVITATIONS_INVITEE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiTeamInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The invitation id from GET /api/team/invitations
                 * @example 5c0e8a4e-8f9b-4d7a-b1c2-3e4f5a6b7c8d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation, cancelled */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "billing" | "member" | "viewer";
                            /** @description The inviter's name ('' when they left) */
                            invitedBy: string;
                            /**
                             * Format: date-time
                             * @description When it was last sent
                             */
                            sentAt: string;
                            /**
                             * Format: date-time
                             * @description When its link stops working (7 days after the last send)
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description A malformed `id` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to invite, change roles, remove members: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Invitation not found": unknown, accepted, cancelled or another team's */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting) (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiTeamTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team's tokens */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Every token of the team's members, newest first */
                            tokens: {
                                id: string;
                                name: string;
                                /** @description The token's last four characters */
                                hint: string;
                                scopes: ("orders:read" | "orders:write" | "cart:read" | "cart:write" | "billing:read" | "catalog:read" | "services:read" | "services:write")[];
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                                /**
                                 * Format: date-time
                                 * @description When it was made
                                 */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description When it stops working
                                 */
                                expiresAt: string;
                                /** @description Its last use, to 5 minutes; null if never used */
                                lastUsedAt: string | null;
                                /** @description The member who made it */
                                maker: {
                                    id: string;
                                    name: string;
                                    email: string;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to see and revoke every member's API tokens: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiTeamTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The token id (a UUID), from GET /api/team/tokens
                 * @example 0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked token */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            /** @description The token's last four characters */
                            hint: string;
                            scopes: ("orders:read" | "orders:write" | "cart:read" | "cart:write" | "billing:read" | "catalog:read" | "services:read" | "services:write")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            /**
                             * Format: date-time
                             * @description When it was made
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When it stops working
                             */
                            expiresAt: string;
                            /** @description Its last use, to 5 minutes; null if never used */
                            lastUsedAt: string | null;
                        };
                    };
                };
            };
            /** @description A malformed `id` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to see and revoke every member's API tokens: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Token not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 20 per 1 hour API tokens created or revoked by one customer (each creation mails them) (defaults; the Worker vars `RATE_LIMIT_TOKEN_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            requireTwoFactor: boolean;
                            /**
                             * @description The signed-in customer's role
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            /** @description The owner first, then by name */
                            members: {
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "billing" | "member" | "viewer";
                                /** @description Whether the member has two-factor sign-in on */
                                twoFactor: boolean;
                                /**
                                 * Format: date-time
                                 * @description When they joined
                                 */
                                joinedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to see the team and its members: allowed to Owner, Admin, Billing, Member or Viewer. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Sunrise2026",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    password: string;
                    code?: string | undefined;
                };
            };
        };
        responses: {
            /** @description Your personal account, which the session now acts for */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            /** @description The team's name; '' for a personal account */
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            requireTwoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Invalid body, "Current password is incorrect", "Enter a code from your authenticator app, or one of your recovery codes." (two-factor sign-in is on and no code was sent) or "That code is not valid. Please try again." */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to delete the team: allowed to Owner. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal); "This team has unpaid invoices. It can be deleted once they are paid." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting); or More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses); or More than 10 per 15 minutes wrong two-factor codes for one account, at sign-in, password reset and in the Security section (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE`, `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT`, `RATE_LIMIT_MFA_FAILURES` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    patchApiTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Difference Engines"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The renamed team */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            requireTwoFactor: boolean;
                            /**
                             * @description The signed-in customer's role
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            /** @description The owner first, then by name */
                            members: {
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "billing" | "member" | "viewer";
                                /** @description Whether the member has two-factor sign-in on */
                                twoFactor: boolean;
                                /**
                                 * Format: date-time
                                 * @description When they joined
                                 */
                                joinedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to rename the team: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting) (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    putApiTeamTwoFactorPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "required": true
                 *     }
                 */
                "application/json": {
                    required: boolean;
                };
            };
        };
        responses: {
            /** @description The team with its policy */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            requireTwoFactor: boolean;
                            /**
                             * @description The signed-in customer's role
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            /** @description The owner first, then by name */
                            members: {
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "billing" | "member" | "viewer";
                                /** @description Whether the member has two-factor sign-in on */
                                twoFactor: boolean;
                                /**
                                 * Format: date-time
                                 * @description When they joined
                                 */
                                joinedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to require two-factor sign-in: allowed to Owner. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal); "Turn on two-factor sign-in for yourself before requiring it for the team." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting) (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTeamLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your personal account, which the session now acts for */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            /** @description The team's name; '' for a personal account */
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            requireTwoFactor: boolean;
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "The owner cannot leave the team. Transfer ownership first." for the owner; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting) (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiTeamAudit: {
        parameters: {
            query?: {
                /**
                 * @description Only entries of this event
                 * @example member.role_changed
                 */
                event?: "team.created" | "team.renamed" | "team.deleted" | "policy.changed" | "invitation.sent" | "invitation.resent" | "invitation.cancelled" | "member.joined" | "member.role_changed" | "member.removed" | "member.left" | "ownership.transferred" | "billing.details_changed" | "budget.changed" | "order.placed" | "payment.recorded" | "credit_note.issued" | "token.created" | "token.revoked";
                /**
                 * @description Only entries older than this `seq`: `nextBefore` of the page before
                 * @example 26
                 */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the log */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Newest first, at most 25 */
                            entries: {
                                /** @description The entry's place in the account's log (1, 2, 3…) */
                                seq: number;
                                /** @enum {string} */
                                event: "team.created" | "team.renamed" | "team.deleted" | "policy.changed" | "invitation.sent" | "invitation.resent" | "invitation.cancelled" | "member.joined" | "member.role_changed" | "member.removed" | "member.left" | "ownership.transferred" | "billing.details_changed" | "budget.changed" | "order.placed" | "payment.recorded" | "credit_note.issued" | "token.created" | "token.revoked";
                                actor: {
                                    name: string;
                                    email: string;
                                };
                                /** @description What it acted on: an address, an order or invoice number; may be empty */
                                target: string;
                                detail: {
                                    [key: string]: string;
                                };
                                /** @description The client address it came from */
                                address: string;
                                /**
                                 * Format: date-time
                                 * @description When
                                 */
                                at: string;
                            }[];
                            /** @description `before` for the next page; null on the last */
                            nextBefore: number | null;
                        };
                    };
                };
            };
            /** @description A malformed query parameter */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to read the audit log: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiTeamMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's user id, from GET /api/team
                 * @example 9a3e5c71-4b2d-4f80-8c6e-1d7f2b9a0e54
                 */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team without them */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            requireTwoFactor: boolean;
                            /**
                             * @description The signed-in customer's role
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            /** @description The owner first, then by name */
                            members: {
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "billing" | "member" | "viewer";
                                /** @description Whether the member has two-factor sign-in on */
                                twoFactor: boolean;
                                /**
                                 * Format: date-time
                                 * @description When they joined
                                 */
                                joinedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description A malformed `userId` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to invite, change roles, remove members: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Member not found": not a member of this team */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal); "The owner's role changes only when ownership is transferred."; "To leave the team, use Leave team." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting) (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    patchApiTeamMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The member's user id, from GET /api/team
                 * @example 9a3e5c71-4b2d-4f80-8c6e-1d7f2b9a0e54
                 */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "billing"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    role: "admin" | "billing" | "member" | "viewer";
                };
            };
        };
        responses: {
            /** @description The member with their new role */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            userId: string;
                            name: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            /** @description Whether the member has two-factor sign-in on */
                            twoFactor: boolean;
                            /**
                             * Format: date-time
                             * @description When they joined
                             */
                            joinedAt: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to invite, change roles, remove members: allowed to Owner or Admin. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Member not found": not a member of this team */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal); "The owner's role changes only when ownership is transferred." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting) (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTeamTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userId": "9a3e5c71-4b2d-4f80-8c6e-1d7f2b9a0e54",
                 *       "password": "Sunrise2026",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    userId: string;
                    password: string;
                    code?: string | undefined;
                };
            };
        };
        responses: {
            /** @description The team with its new owner */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            requireTwoFactor: boolean;
                            /**
                             * @description The signed-in customer's role
                             * @enum {string}
                             */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            /** @description The owner first, then by name */
                            members: {
                                userId: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "billing" | "member" | "viewer";
                                /** @description Whether the member has two-factor sign-in on */
                                twoFactor: boolean;
                                /**
                                 * Format: date-time
                                 * @description When they joined
                                 */
                                joinedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid body, "Current password is incorrect", "Enter a code from your authenticator app, or one of your recovery codes." (two-factor sign-in is on and no code was sent) or "That code is not valid. Please try again." */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to transfer ownership: allowed to Owner. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Member not found": not a member of this team */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This is your personal account. Create a team to invite people." (the current account is personal); "Choose another member to transfer ownership to." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting); or More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses); or More than 10 per 15 minutes wrong two-factor codes for one account, at sign-in, password reset and in the Security section (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE`, `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT`, `RATE_LIMIT_MFA_FAILURES` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiInvitationsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Jx0bVfZk9u1WmC4yTQeR7pLs2NdH8aGvXo5iKcEwY"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description What the invitation offers */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            teamName: string;
                            /** @enum {string} */
                            role: "admin" | "billing" | "member" | "viewer";
                            /** @description The address invited: only a customer signed in with it can accept */
                            email: string;
                            invitedBy: string;
                            /**
                             * Format: date-time
                             * @description When the link stops working
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This invitation is no longer valid. Ask the team for a new one.": unknown, expired, accepted or cancelled, or its team deleted */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 15 minutes invitation link checks from one client address (each is a guess at a token) (defaults; the Worker vars `RATE_LIMIT_INVITATION_CHECK` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "q3Jx0bVfZk9u1WmC4yTQeR7pLs2NdH8aGvXo5iKcEwY"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The team joined, now the current account */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "personal" | "team";
                            /** @description The team's name; '' for a personal account */
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "billing" | "member" | "viewer";
                            requireTwoFactor: boolean;
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This invitation was sent to …. Sign in with that address to accept it.": signed in with another address */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This invitation is no longer valid. Ask the team for a new one.": unknown, expired, accepted or cancelled, or its team deleted */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This person is already a member of the team.", or "This invitation no longer holds: the person who sent it can no longer invite people to the team. Ask the team for a new one." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 60 per 10 minutes team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting) (defaults; the Worker vars `RATE_LIMIT_TEAM_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your tokens */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Your tokens for the current account, newest first */
                            tokens: {
                                id: string;
                                name: string;
                                /** @description The token's last four characters */
                                hint: string;
                                scopes: ("orders:read" | "orders:write" | "cart:read" | "cart:write" | "billing:read" | "catalog:read" | "services:read" | "services:write")[];
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                                /**
                                 * Format: date-time
                                 * @description When it was made
                                 */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description When it stops working
                                 */
                                expiresAt: string;
                                /** @description Its last use, to 5 minutes; null if never used */
                                lastUsedAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to make and revoke their own API tokens: allowed to Owner, Admin, Billing, Member or Viewer. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "CI deploys",
                 *       "scopes": [
                 *         "orders:read",
                 *         "orders:write"
                 *       ],
                 *       "expiresInDays": 30
                 *     }
                 */
                "application/json": {
                    name: string;
                    scopes: ("orders:read" | "orders:write" | "cart:read" | "cart:write" | "billing:read" | "catalog:read" | "services:read" | "services:write")[];
                    /** @enum {number} */
                    expiresInDays: 7 | 30 | 90 | 365;
                };
            };
        };
        responses: {
            /** @description The token, shown this once, and its details */
            201: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description The token itself: shown this once, never again */
                            token: string;
                            details: {
                                id: string;
                                name: string;
                                /** @description The token's last four characters */
                                hint: string;
                                scopes: ("orders:read" | "orders:write" | "cart:read" | "cart:write" | "billing:read" | "catalog:read" | "services:read" | "services:write")[];
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                                /**
                                 * Format: date-time
                                 * @description When it was made
                                 */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description When it stops working
                                 */
                                expiresAt: string;
                                /** @description Its last use, to 5 minutes; null if never used */
                                lastUsedAt: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Verify your e-mail address before creating API tokens.", or a scope your role cannot use: "Your role in this account cannot give a token the cart:write scope." */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description You have 50 live API tokens in this account, the most there can be. Revoke one you no longer use first. */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 20 per 1 hour API tokens created or revoked by one customer (each creation mails them) (defaults; the Worker vars `RATE_LIMIT_TOKEN_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiTokensAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your live tokens */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description Your live tokens in every account, newest first */
                            tokens: {
                                id: string;
                                name: string;
                                /** @description The token's last four characters */
                                hint: string;
                                scopes: ("orders:read" | "orders:write" | "cart:read" | "cart:write" | "billing:read" | "catalog:read" | "services:read" | "services:write")[];
                                /** @enum {string} */
                                status: "active" | "expired" | "revoked";
                                /**
                                 * Format: date-time
                                 * @description When it was made
                                 */
                                createdAt: string;
                                /**
                                 * Format: date-time
                                 * @description When it stops working
                                 */
                                expiresAt: string;
                                /** @description Its last use, to 5 minutes; null if never used */
                                lastUsedAt: string | null;
                                /** @description The account it acts for ('' as the name of the personal account) */
                                account: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "personal" | "team";
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiTokensById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The token id (a UUID)
                 * @example 0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked token */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            id: string;
                            name: string;
                            /** @description The token's last four characters */
                            hint: string;
                            scopes: ("orders:read" | "orders:write" | "cart:read" | "cart:write" | "billing:read" | "catalog:read" | "services:read" | "services:write")[];
                            /** @enum {string} */
                            status: "active" | "expired" | "revoked";
                            /**
                             * Format: date-time
                             * @description When it was made
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description When it stops working
                             */
                            expiresAt: string;
                            /** @description Its last use, to 5 minutes; null if never used */
                            lastUsedAt: string | null;
                        };
                    };
                };
            };
            /** @description A malformed `id` */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Acts in the current account, to make and revoke their own API tokens: allowed to Owner, Admin, Billing, Member or Viewer. Otherwise "Your role in this account does not allow this."; "This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account." while the team requires two-factor sign-in and the customer has not turned it on; "You are not a member of this team any more. Switch to another account." after they were removed */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Token not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 20 per 1 hour API tokens created or revoked by one customer (each creation mails them) (defaults; the Worker vars `RATE_LIMIT_TOKEN_WRITE` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passkeys, oldest first */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            passkeys: components["schemas"]["Passkey"][];
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "response": {
                 *         "id": "Jk3tC1sBvN2xQ8eWm4rY7a",
                 *         "rawId": "Jk3tC1sBvN2xQ8eWm4rY7a",
                 *         "type": "public-key",
                 *         "clientExtensionResults": {},
                 *         "authenticatorAttachment": "platform",
                 *         "response": {
                 *           "clientDataJSON": "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
                 *           "attestationObject": "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVg",
                 *           "transports": [
                 *             "internal",
                 *             "hybrid"
                 *           ]
                 *         }
                 *       },
                 *       "name": "Work laptop"
                 *     }
                 */
                "application/json": {
                    response: {
                        id: string;
                        rawId: string;
                        /** @constant */
                        type: "public-key";
                        clientExtensionResults?: {
                            [key: string]: unknown;
                        } | undefined;
                        /** @enum {string} */
                        authenticatorAttachment?: ("platform" | "cross-platform") | undefined;
                        response: {
                            clientDataJSON: string;
                            attestationObject: string;
                            transports?: string[] | undefined;
                        };
                    };
                    name?: string | undefined;
                };
            };
        };
        responses: {
            /** @description The passkey was added */
            201: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Invalid body, or "This passkey could not be added. Please try again." (unknown, spent or expired challenge, wrong origin, no user verification, not ES256) */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Verify your e-mail address before adding a passkey or two-factor sign-in. */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "This passkey is already registered.", or "You can register up to 20 passkeys. Remove one to add another." */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes passkey changes of one customer (options, add, rename, remove; each add or removal mails the customer); or More than 60 per 10 minutes passkey changes from one client address, all customers together (defaults; the Worker vars `RATE_LIMIT_PASSKEY_WRITE`, `RATE_LIMIT_PASSKEY_WRITE_ADDRESS` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiPasskeysOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Sunrise2026"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Options for the browser */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["PasskeyCreationOptions"];
                    };
                };
            };
            /** @description Invalid body, or "Current password is incorrect" */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Verify your e-mail address before adding a passkey or two-factor sign-in. */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description You can register up to 20 passkeys. Remove one to add another. */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes passkey changes of one customer (options, add, rename, remove; each add or removal mails the customer); or More than 60 per 10 minutes passkey changes from one client address, all customers together; or More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses) (defaults; the Worker vars `RATE_LIMIT_PASSKEY_WRITE`, `RATE_LIMIT_PASSKEY_WRITE_ADDRESS`, `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    putApiPasskeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The passkey id (a UUID)
                 * @example 6f1c2b9e-4d1a-4c55-9a3e-0b7f5e2d8c41
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Work laptop"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The renamed passkey */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Passkey"];
                    };
                };
            };
            /** @description Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Passkey not found (also for another customer’s passkey) */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes passkey changes of one customer (options, add, rename, remove; each add or removal mails the customer); or More than 60 per 10 minutes passkey changes from one client address, all customers together (defaults; the Worker vars `RATE_LIMIT_PASSKEY_WRITE`, `RATE_LIMIT_PASSKEY_WRITE_ADDRESS` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    deleteApiPasskeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The passkey id (a UUID)
                 * @example 6f1c2b9e-4d1a-4c55-9a3e-0b7f5e2d8c41
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Sunrise2026"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The passkey was removed */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            removed: true;
                            /** @description true when this session was signed in with that passkey: it has ended with it */
                            signedOut: boolean;
                        };
                    };
                };
            };
            /** @description Invalid body, or "Current password is incorrect" */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Passkey not found (also for another customer’s passkey) */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 30 per 10 minutes passkey changes of one customer (options, add, rename, remove; each add or removal mails the customer); or More than 60 per 10 minutes passkey changes from one client address, all customers together; or More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses) (defaults; the Worker vars `RATE_LIMIT_PASSKEY_WRITE`, `RATE_LIMIT_PASSKEY_WRITE_ADDRESS`, `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether TOTP is on, and how many recovery codes are left */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            enabled: boolean;
                            /** @description Unused recovery codes */
                            recoveryCodesLeft: number;
                        };
                    };
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 120 per 1 minute requests made with one API token (defaults; the Worker vars `RATE_LIMIT_API_TOKEN` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTwoFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Sunrise2026"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The secret as text and its otpauth:// URI (for the QR code) */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description The TOTP secret in base32 (groups of four), to type into an app */
                            secret: string;
                            /** @description The otpauth:// URI, for the QR code */
                            uri: string;
                        };
                    };
                };
            };
            /** @description Invalid body, or "Current password is incorrect" */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Verify your e-mail address before adding a passkey or two-factor sign-in. */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Two-factor authentication is already on. */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 20 per 15 minutes two-factor changes of one customer (turn on, confirm, turn off, new recovery codes); or More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses) (defaults; the Worker vars `RATE_LIMIT_TWO_FACTOR`, `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTwoFactorEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description TOTP is on; keep these codes */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description 10 single-use codes, shown this once; only their hashes are kept */
                            recoveryCodes: string[];
                        };
                    };
                };
            };
            /** @description Invalid body, or "That code is not valid. Please try again." */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Verify your e-mail address before adding a passkey or two-factor sign-in. */
            403: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description "Two-factor authentication is already on.", or "Your set-up has expired. Please start again." (no set-up begun, or begun over 15 minutes ago) */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 20 per 15 minutes two-factor changes of one customer (turn on, confirm, turn off, new recovery codes) (defaults; the Worker vars `RATE_LIMIT_TWO_FACTOR` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTwoFactorDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Sunrise2026",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    password: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description TOTP is off; its recovery codes no longer work */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @constant */
                            enabled: false;
                        };
                    };
                };
            };
            /** @description Invalid body, "Current password is incorrect" or "That code is not valid. Please try again." */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Two-factor authentication is not on. */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 20 per 15 minutes two-factor changes of one customer (turn on, confirm, turn off, new recovery codes); or More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses) (defaults; the Worker vars `RATE_LIMIT_TWO_FACTOR`, `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    postApiTwoFactorRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Sunrise2026",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    password: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description The new codes */
            200: {
                headers: {
                    /** @description The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write */
                    "x-d1-bookmark"?: string;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** @description 10 single-use codes, shown this once; only their hashes are kept */
                            recoveryCodes: string[];
                        };
                    };
                };
            };
            /** @description Invalid body, "Current password is incorrect" or "That code is not valid. Please try again." */
            400: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description No token, or an unknown, expired or revoked one: sign in again. An API token: "This API token is not valid: check that it was copied whole.", "This API token has expired or was revoked.", "This API token no longer works: the person who made it is not a member of its account any more.", or "This needs a browser session: API tokens are not accepted here." where only a browser session is accepted */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Profile not found */
            404: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description Two-factor authentication is not on. */
            409: {
                headers: {
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description The body is larger than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description A body that is not `application/json` */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
            /** @description More than 20 per 15 minutes two-factor changes of one customer (turn on, confirm, turn off, new recovery codes); or More than 10 per 15 minutes wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count); or More than 30 per 15 minutes wrong passwords from one client, all accounts together; or More than 100 per 1 hour wrong passwords for one account from all clients together (the ceiling against guessing from many addresses) (defaults; the Worker vars `RATE_LIMIT_TWO_FACTOR`, `RATE_LIMIT_LOGIN_FAILURES`, `RATE_LIMIT_LOGIN_FAILURES_CLIENT`, `RATE_LIMIT_LOGIN_FAILURES_ACCOUNT` set them) */
            429: {
                headers: {
                    /** @description Seconds until the limit resets */
                    "Retry-After": number;
                    /** @description The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account */
                    "Nimbus-Account": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        info: {
                            title: string;
                            version: string;
                        };
                        paths: {
                            [key: string]: Record<string, never>;
                        };
                    };
                };
            };
        };
    };
}
