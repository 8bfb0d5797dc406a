/**
 * The error catalogue (SPEC.md 8 plus the transport codes of ARCHITECTURE.md 3).
 * Each code says when it is thrown, the HTTP status the API answers with, and the
 * text a customer reads. Quoted spec texts are word for word.
 */
export const ERROR_CATALOGUE = {
  // Transport and framework
  /** The request body, query or params do not match the route's schema. */
  VALIDATION_ERROR: { status: 400, message: 'Some of the information you entered is not valid.' },
  /** The request body is not parseable JSON. */
  MALFORMED_JSON: { status: 400, message: 'The request could not be read. Please try again.' },
  /** No route answers this method and path. */
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  /** The request body exceeds the configured size limit. */
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  /** The Content-Type of the request is not one the route accepts. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This type of content is not supported.' },
  /** Too many requests from the same client or for the same account. */
  TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Too many attempts. Please wait a few minutes and try again.',
  },
  /** No valid access token was sent. */
  UNAUTHORIZED: { status: 401, message: 'Session expired. Please login again.' },
  /** The caller may not act on this resource. */
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  /** The database or another dependency is unreachable; the request changed nothing. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  // SPEC.md 8: accounts
  /** Sign-up or registration with an e-mail that already has an account. */
  EMAIL_ALREADY_EXISTS: {
    status: 409,
    message: 'This email is already in use. Please log in or use a different email.',
  },
  /** Login with an unknown e-mail or a wrong password (never says which). */
  INVALID_USERNAME_OR_PASSWORD: {
    status: 401,
    message: 'Invalid email or password. Please check your credentials and try again.',
  },
  /** Activation of an account that is already active. */
  USER_IS_ALREADY_ACTIVATED: {
    status: 409,
    message: 'This account is already activated. Please log in.',
  },
  /** A password-reset token that is unknown, used or expired. */
  PASSWORD_RESET_LINK_IS_NOT_VALID: {
    status: 400,
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  /** A password that is too short, too long or too easy to guess (zxcvbn score under 3). */
  WEAK_PASSWORD: {
    status: 400,
    message: 'This password is too weak. Please choose a longer, less common password.',
  },
  /** Password and confirmation differ. */
  PASSWORDS_DO_NOT_MATCH: { status: 400, message: 'Passwords do not match.' },
  /** A subdomain already taken by another workspace. */
  SUBDOMAIN_ALREADY_EXISTS: { status: 409, message: 'This subdomain is already taken.' },
  /** A user name already taken. */
  USER_NAME_ALREADY_EXISTS: { status: 409, message: 'This username is already taken.' },

  // SPEC.md 8: a required field is missing
  EMAIL_NOT_SPECIFIED: { status: 400, message: 'Please enter your email.' },
  PASSWORD_NOT_SPECIFIED: { status: 400, message: 'Please enter your password.' },
  COMPANY_TYPE_NOT_SPECIFIED: { status: 400, message: 'Please choose a company type.' },
  COMPANY_NAME_NOT_SPECIFIED: { status: 400, message: 'Please enter a company name.' },
  NAME_TYPE_NOT_SPECIFIED: { status: 400, message: 'Please choose a name type.' },
  DESCRIPTION_NOT_SPECIFIED: { status: 400, message: 'Please enter a description.' },
  FIRST_NAME_NOT_SPECIFIED: { status: 400, message: 'Please enter your first name.' },
  LAST_NAME_NOT_SPECIFIED: { status: 400, message: 'Please enter your last name.' },
  USERNAME_NOT_SPECIFIED: { status: 400, message: 'Please enter a username.' },
  PHONE_NOT_SPECIFIED: { status: 400, message: 'Please enter a phone number.' },
  COUNTRY_CODE_NOT_SPECIFIED: { status: 400, message: 'Please choose a country code.' },
  INCORPORATION_STATE_NOT_SPECIFIED: {
    status: 400,
    message: 'Please choose a state of formation.',
  },
  CORPORATION_TYPE_NOT_SPECIFIED: { status: 400, message: 'Please choose a corporation type.' },
  NUMBER_OF_SHARES_NOT_SPECIFIED: { status: 400, message: 'Please enter the number of shares.' },
  VALUE_PER_SHARE_NOT_SPECIFIED: { status: 400, message: 'Please enter the value per share.' },
  WORKSPACE_NOT_SPECIFIED: { status: 400, message: 'Please choose a workspace.' },
  OFFICER_NOT_SPECIFIED: { status: 400, message: 'Please add an officer.' },
  ROLE_NOT_SPECIFIED: { status: 400, message: 'Please choose a role.' },
  WEBSITE_NOT_SPECIFIED: { status: 400, message: 'Please enter a website.' },

  // SPEC.md 8: a field has a value that is not allowed
  INVALID_EMAIL: { status: 400, message: 'Please enter a valid email address.' },
  INVALID_COMPANY_TYPE: { status: 400, message: 'This company type is not supported.' },
  INVALID_NAME_TYPE: {
    status: 400,
    message: 'Please choose LLC, L.L.C. or Limited Liability Company.',
  },
  INVALID_STATE: { status: 400, message: 'Please choose a valid US state.' },
  INVALID_CORPORATION_TYPE: { status: 400, message: 'This corporation type is not supported.' },
  INVALID_SHARE_COUNT: { status: 400, message: 'Please enter a valid number of shares.' },
  INVALID_SHARE_VALUE: { status: 400, message: 'Please enter a valid value per share.' },
  INVALID_OFFICER_ROLE: { status: 400, message: 'Please choose a valid officer role.' },

  // SPEC.md 8: data and transactions
  /** The requested record does not exist or is not the caller's. */
  DATA_NOT_AVAILABLE: { status: 404, message: 'The requested information is not available.' },
  /** A basket or a formation selection naming a product that is unknown, inactive or not
   * offered to this company (for example BOI filing for a company formed in the US). */
  PRODUCT_NOT_AVAILABLE: { status: 400, message: 'These products are not available.' },
  /** The record can no longer be changed (for example after formation was confirmed). */
  DATA_NOT_EDITABLE: { status: 409, message: 'This information can no longer be changed.' },
  BANK_DATA_NOT_FOUND: { status: 404, message: 'No bank account details were found.' },
  FREELANCER_IS_NOT_AVAILABLE: { status: 404, message: 'This specialist is not available.' },
  PROPOSAL_NOT_AVAILABLE: { status: 404, message: 'This proposal is not available.' },
  PROPOSALS_DO_NOT_EXISTS: { status: 404, message: 'There are no proposals yet.' },
  SUBSCRIPTION_NOT_AVAILABLE: { status: 404, message: 'This subscription is not available.' },
  /** A payment or checkout that does not match the server's record (amount, session, owner). */
  INVALID_TRANSACTION: { status: 400, message: 'This transaction is not valid. Please try again.' },
  /** A request that is well-formed but not allowed in the current state. */
  REQUEST_CANNOT_BE_PROCESSED: {
    status: 409,
    message: 'This request cannot be processed right now. Please try again.',
  },
  /** The (test) card was declined by the payment provider. */
  CARD_DECLINED: { status: 402, message: 'Your card was declined. Please use another card.' },
  /** The card has insufficient funds. */
  INSUFFICIENT_FUNDS: {
    status: 402,
    message: 'Your card has insufficient funds. Please use another card.',
  },
  /** A card the schema cannot read at all; the card step names the field with CARD_* codes. */
  INVALID_CARD: { status: 400, message: 'Please check the card number, expiry date and CVC.' },
  /** A card number with too few digits for its brand (the local card form and its API). */
  CARD_NUMBER_INCOMPLETE: { status: 400, message: 'Your card number is incomplete.' },
  /** A card number that fails its checksum, has too many digits or holds other characters. */
  CARD_NUMBER_INVALID: { status: 400, message: 'Your card number is invalid.' },
  /** An expiry that is not a month and a year (MM / YY). */
  CARD_EXPIRY_INCOMPLETE: { status: 400, message: "Your card's expiry date is incomplete." },
  /** An expiry whose month is not 01–12. */
  CARD_EXPIRY_MONTH_INVALID: {
    status: 400,
    message: "Your card's expiry month must be between 01 and 12.",
  },
  /** An expiry before the current month. */
  CARD_EXPIRED: { status: 400, message: "Your card's expiry date is in the past." },
  /** A security code that is not 3 digits (4 for American Express). */
  CARD_CVC_INCOMPLETE: { status: 400, message: "Your card's security code is incomplete." },
  /** An address without its street line. */
  ADDRESS_NOT_SPECIFIED: { status: 400, message: 'Please enter the street address.' },
  /** An address without its city. */
  CITY_NOT_SPECIFIED: { status: 400, message: 'Please enter the city.' },
  /** A billing address without the name printed on receipts. */
  BILLING_NAME_NOT_SPECIFIED: {
    status: 400,
    message: 'Please enter the name to print on receipts.',
  },
  /** A billing name over 200 characters. */
  BILLING_NAME_TOO_LONG: { status: 400, message: 'The name can be at most 200 characters.' },
  /** An address line over 200 characters. */
  ADDRESS_TOO_LONG: { status: 400, message: 'An address line can be at most 200 characters.' },
  /** A city over 100 characters. */
  CITY_TOO_LONG: { status: 400, message: 'The city can be at most 100 characters.' },
  /** A region (state, province) over 100 characters. */
  REGION_TOO_LONG: { status: 400, message: 'The region can be at most 100 characters.' },
  /** A postal code over 20 characters. */
  POSTAL_CODE_TOO_LONG: { status: 400, message: 'The postal code can be at most 20 characters.' },
  /** Creating a company beyond the configuration's maxCompaniesPerUser. */
  COMPANY_LIMIT_REACHED: {
    status: 409,
    message: 'You have reached the number of companies your account can hold.',
  },
  /** Creating a company while the configuration does not allow it. */
  COMPANY_CREATION_DISABLED: {
    status: 403,
    message: 'Creating another company is not available for your account.',
  },
  /** A company name with a designation (SPEC.md 5); the message is the rule's own text. */
  INVALID_COMPANY_NAME: {
    status: 400,
    message:
      'This designation indicates a different business entity type and cannot be used in an LLC name.',
  },
  /** Formation details sent before the formation is paid (the wizard's gate). */
  PAYMENT_REQUIRED_FIRST: {
    status: 409,
    message: 'Please complete the payment before entering your formation details.',
  },
  /** Confirming formation while one of its six steps is still open. */
  FORMATION_INCOMPLETE: {
    status: 400,
    message: 'Please complete every formation step before confirming.',
  },
  /** A status move the company lifecycle does not allow (ARCHITECTURE.md 5). */
  ILLEGAL_STATUS_MOVE: { status: 409, message: 'This status change is not allowed.' },
  /** An uploaded document that is not a PDF. */
  INVALID_DOCUMENT: { status: 400, message: 'Please attach a PDF document.' },
  /** An unexpected server fault. */
  GENERIC_ERROR: { status: 500, message: 'An unexpected error occurred. Please try again.' },
  // Issue 15: paying for formation
  /** A checkout whose total is 0 while one of its products is not free by design. */
  NOTHING_TO_PAY: {
    status: 400,
    message: 'There is nothing to pay for this order. Please reload and try again.',
  },
  /** A formation bundle checkout (or its payment) for a company whose formation is paid. */
  FORMATION_ALREADY_PAID: { status: 409, message: 'Your company formation is already paid.' },
  /** Paying a checkout session replaced by a newer one, or no longer open. */
  CHECKOUT_SESSION_EXPIRED: {
    status: 409,
    message: 'This checkout has expired. Please start the payment again.',
  },
  /** Paying a formation checkout priced for a state that is no longer the company's choice. */
  CHECKOUT_STATE_CHANGED: {
    status: 409,
    message:
      'The state of formation changed, and with it the price. Please start the payment again.',
  },
  /** Formation details naming another state than the one the formation was paid for. */
  FORMATION_STATE_LOCKED: {
    status: 409,
    message: 'Your formation is paid for another state; contact support to change the state.',
  },
  // Issue 18: services
  /** A basket naming a product the company already has (bought and not cancelled or
   * refunded, or a subscription still running) or that its bundle includes. */
  PRODUCT_ALREADY_OWNED: {
    status: 409,
    message: 'Your company already has this product.',
  },
  /** A path segment longer than the router accepts (Fastify's maxParamLength). */
  URI_TOO_LONG: { status: 414, message: 'The address is too long.' },
  // Issue 17: the profile and phone numbers
  /** A phone number that is not a valid number of its country (libphonenumber-js). */
  INVALID_PHONE: {
    status: 400,
    message: 'Please enter a valid phone number, with its country code.',
  },
  /** A profile change (password or e-mail) whose current password is wrong. */
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Your current password is not correct.' },
  /** An e-mail change link that is unknown, used, replaced by a newer one or past 24 hours. */
  EMAIL_CHANGE_LINK_IS_NOT_VALID: {
    status: 400,
    message: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  },
  /** An e-mail change to the address the account already has. */
  EMAIL_UNCHANGED: { status: 400, message: 'This is already your email.' },
  // Issue 17: websites and deleting a company
  /** A website that is not an http(s) address with a domain, even with https:// added. */
  WEBSITE_INVALID: {
    status: 400,
    message: 'Enter a website address such as nubeclara.com or https://nubeclara.com.',
  },
  /** Deleting a company that has a payment, an order or formation progress, or is the last one. */
  COMPANY_NOT_DELETABLE: {
    status: 409,
    message: 'Only an unpaid company with no orders can be deleted.',
  },
  /**
   * Deleting a company that holds what must be kept: an issued invoice, a payment, books or a
   * document (issue 33 item 5, decision 0175). Closing the LLC keeps them.
   */
  COMPANY_HAS_RECORDS: {
    status: 409,
    message:
      'This company has records that must be kept: issued invoices, payments, books or documents. You can close the LLC instead.',
  },
  // Issue 18: durable jobs
  /** Staff retrying a job that is not failed (pending, running or done). */
  JOB_NOT_RETRYABLE: { status: 409, message: 'Only a failed job can be retried.' },
  // Issue 18: three paths in (decision 0113)
  /** The formation wizard or the formation bundle asked for a company formed elsewhere. */
  FORMED_ELSEWHERE: {
    status: 409,
    message: 'Your LLC was formed elsewhere: the formation steps are not for it.',
  },
  /** A formation date after today (an LLC formed elsewhere). */
  FORMATION_DATE_IN_FUTURE: {
    status: 400,
    message: 'The formation date cannot be in the future.',
  },
  // Issue 19: compliance
  /** An obligation id that is unknown or another customer's (never a sign that it exists). */
  OBLIGATION_NOT_FOUND: { status: 404, message: 'There is no such deadline.' },
  /** "I filed it myself" or "not applicable" on an obligation already filed or set aside. */
  OBLIGATION_ALREADY_RESOLVED: {
    status: 409,
    message: 'This deadline is already marked filed or not applicable.',
  },
  /**
   * An answer about a past filing (issue 36 item 3) for a deadline due after the LLC joined
   * us, or one of a company we formed: those are not history to confirm.
   */
  NOT_A_PAST_FILING: {
    status: 409,
    message: 'Only a filing due before your LLC joined us can be answered this way.',
  },
  /** Reopening an obligation that is open, or one we filed for the customer (a service). */
  OBLIGATION_NOT_REOPENABLE: {
    status: 409,
    message: 'Only a deadline you marked filed or not applicable yourself can be reopened.',
  },
  /** A proof of filing that is not valid base64, not the PDF/PNG/JPEG it says, or over 5 MB. */
  PROOF_NOT_ACCEPTED: {
    status: 400,
    message: 'The proof must be a PDF, PNG or JPEG file of at most 5 MB.',
  },
  /** "I filed it myself" with a filing date after today. */
  FILED_ON_IN_FUTURE: { status: 400, message: 'The filing date cannot be in the future.' },
  /** "I filed it myself" dated a year or more before the deadline: a slip of the year. */
  FILED_ON_TOO_EARLY: {
    status: 400,
    message: 'That date is a year or more before this deadline: check the year.',
  },
  /** A share pack asked for a document that is not a live (undeleted) one of the company. */
  SHARE_DOCUMENT_UNKNOWN: {
    status: 400,
    message: 'Pick documents of this company that are still in the vault.',
  },
  // Issue 20: the documents vault (decision 0130)
  /** An upload whose content is not a PDF, PNG or JPEG (checked by its bytes, not its name). */
  UPLOAD_TYPE_NOT_ALLOWED: { status: 400, message: 'Only PDF, PNG and JPEG files can be uploaded' },
  /** An upload (one file) larger than UPLOAD_MAX_BYTES; nothing of it is kept. */
  FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  /** Issue 33: the company's stored files would pass STORAGE_QUOTA_BYTES; nothing is kept. */
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    message: 'Your company has no storage left for this upload. Delete files you no longer need.',
  },
  /** Issue 33: an upload whose body arrived slower than the floor (or stalled); nothing is kept. */
  UPLOAD_TOO_SLOW: {
    status: 408,
    message: 'The upload was too slow and was stopped. Check your connection and try again.',
  },
  /** An upload request without any `file` part. */
  UPLOAD_NO_FILE: { status: 400, message: 'Choose at least one file to upload.' },
  /** Deleting a document the customer did not upload (staff and portal documents stay). */
  DOCUMENT_NOT_DELETABLE: {
    status: 403,
    message: 'Only documents you uploaded can be deleted.',
  },
  /** Restoring a document that is not deleted, or was deleted more than 30 days ago. */
  DOCUMENT_NOT_RESTORABLE: {
    status: 409,
    message: 'This document can no longer be restored.',
  },
  // Issue 20: changes to the company (decision 0135)
  /** A change of a kind that already has one waiting for payment or being filed. */
  CHANGE_ALREADY_PENDING: {
    status: 409,
    message: 'A change of this kind is already under way. Finish or cancel it first.',
  },
  /** Cancelling a change that is paid, done or already cancelled. */
  CHANGE_NOT_CANCELLABLE: {
    status: 409,
    message: 'Only a change that is not paid yet can be cancelled.',
  },
  /** A change the company cannot ask for now (not formed yet, not dissolved for reinstatement…). */
  CHANGE_NOT_AVAILABLE: {
    status: 409,
    message: 'This change is not available for your company now.',
  },
  /** A change whose proposed values are the company's current ones. */
  CHANGE_UNCHANGED: { status: 400, message: 'This is already what your company has on file.' },
  // Issue 21: invoicing (decisions 0140–0143)
  /** Editing or deleting an invoice that is finalised. */
  /** A draft dated before today, finalised or sent without saying which date it keeps. */
  INVOICE_BACKDATED: {
    status: 409,
    message: 'This draft is dated before today: keep its date or date it today.',
  },
  INVOICE_NOT_EDITABLE: {
    status: 409,
    message: 'A finalised invoice cannot be edited: void it or issue a credit note.',
  },
  /** An action that needs an open invoice (pay, send, void, credit) on one that is not. */
  INVOICE_NOT_OPEN: { status: 409, message: 'This invoice is not open.' },
  /** A payment for an invoice that is already paid (a second payer, a repeated confirmation). */
  INVOICE_ALREADY_PAID: { status: 409, message: 'This invoice is already paid.' },
  /** A payment of more than the balance. */
  PAYMENT_EXCEEDS_BALANCE: { status: 400, message: 'The payment is more than what is owed.' },
  /** A credit note for more than what is left to credit. */
  CREDIT_EXCEEDS_INVOICE: {
    status: 400,
    message: 'The credit note is more than what is left on the invoice.',
  },
  /** Paying by card an invoice whose seller has not turned card payments on. */
  CARD_PAYMENTS_OFF: {
    status: 409,
    message: 'This invoice cannot be paid by card. Please use the payment instructions.',
  },
  /**
   * Creating customers, invoices or sending them for a company not formed by us (COMPLETED) nor
   * an LLC formed elsewhere whose details we verified (issue 33 item 4, decision 0175).
   */
  INVOICING_NOT_OPEN: {
    status: 409,
    message:
      'Invoicing opens once your company is formed, or once we have verified the details of an LLC formed elsewhere.',
  },
  /** More invoice e-mails today than INVOICE_SENDS_PER_DAY allows one company (decision 0175). */
  INVOICE_SEND_LIMIT: {
    status: 429,
    message:
      'Your company has sent as many invoice e-mails as it can today. Please try again tomorrow.',
  },
  // Issue 36 item 4: the credit owed back to a customer (decision 0183)
  /** A refund, or credit kept, of more than is owed back to the customer. */
  REFUND_EXCEEDS_CREDIT: {
    status: 400,
    message: 'That is more than is owed back to the customer.',
  },
  /** A card refund on an invoice no card paid, or of more than the card paid. */
  CARD_REFUND_UNAVAILABLE: {
    status: 409,
    message: 'This cannot go back to a card: record the refund you made by transfer instead.',
  },
  /** The payment provider refused the card refund (nothing was refunded). */
  REFUND_REFUSED: {
    status: 409,
    message: 'The card refund was refused by the payment provider. Nothing was refunded.',
  },
  // Issue 22: accounting (decisions 0145–0150)
  /** Accounting routes for a company that is not open to invoicing (INVOICING_NOT_OPEN's rule). */
  ACCOUNTING_NOT_OPEN: {
    status: 409,
    message:
      'Your books open once your company is formed, or once we have verified the details of an LLC formed elsewhere.',
  },
  /** Deleting an account that has transactions (archive it instead). */
  ACCOUNT_NOT_EMPTY: {
    status: 409,
    message: 'This account has transactions: archive it instead.',
  },
  /** Changing the currency of an account that has transactions. */
  ACCOUNT_CURRENCY_LOCKED: {
    status: 409,
    message: 'The currency of an account with transactions cannot change.',
  },
  /** An uploaded statement that is neither a readable CSV nor OFX/QFX. */
  IMPORT_FILE_UNREADABLE: {
    status: 400,
    message: 'We could not read this file. Upload a CSV, OFX or QFX bank statement.',
  },
  /** A CSV import without a usable column mapping (a column not in the file). */
  IMPORT_MAPPING_INVALID: {
    status: 400,
    message: 'Choose the columns for the date, the description and the amount.',
  },
  /** Previewing, importing or undoing an import in a state that does not allow it. */
  IMPORT_NOT_READY: { status: 409, message: 'This import cannot do that now.' },
  /** Changing or deleting what only a transaction added by hand allows. */
  TRANSACTION_NOT_EDITABLE: {
    status: 409,
    message:
      'Only a transaction you added by hand can be changed this way. Undo its import instead.',
  },
  /** Split parts that do not add up to the transaction's amount. */
  SPLIT_DOES_NOT_ADD_UP: {
    status: 400,
    message: 'The parts must add up to the transaction’s amount.',
  },
  /** A match other than a deposit and an unmatched invoice payment of the same amount and currency. */
  MATCH_NOT_POSSIBLE: {
    status: 409,
    message: 'Only a deposit and an invoice payment of the same amount can be matched.',
  },
  /** Changing a transaction in a month our bookkeepers have closed. */
  BOOKS_MONTH_CLOSED: {
    status: 409,
    message: 'This month’s books are closed. Ask support to reopen it.',
  },
  /** Archiving or deleting a category the code relies on (Sales, the owner lines) by deleting it. */
  CATEGORY_IN_USE: {
    status: 409,
    message: 'This category is in use: archive it instead.',
  },
  // Issue 23: communication (mail and phone)
  /** A mail action or rule while the company has no active US mailing address. */
  MAILBOX_NOT_ACTIVE: {
    status: 409,
    message: 'This needs an active US mailing address. Add one from the services page.',
  },
  /** A request for a letter that already has one waiting for payment or for our team. */
  MAIL_REQUEST_OPEN: {
    status: 409,
    message: 'This letter already has a request in progress.',
  },
  /** An action that no longer applies (a shredded letter, a scan that exists, a forward of nothing). */
  MAIL_ACTION_NOT_POSSIBLE: {
    status: 409,
    message: 'This can no longer be done with this letter.',
  },
  /** The scan or an action of a letter that arrived while the mailing address was not paid. */
  MAIL_LOCKED: {
    status: 409,
    message: 'This letter arrived while your mailing address was not active. Unlock it to see it.',
  },
  /** Forwarding without a saved address of the company. */
  FORWARDING_ADDRESS_REQUIRED: {
    status: 400,
    message: 'Choose the address to forward it to.',
  },
  /** A second rule for a category that has one (edit that one instead). */
  MAIL_RULE_EXISTS: {
    status: 409,
    message: 'There is already a rule for this kind of letter.',
  },
  /** Phone calls while the company has no active US number. */
  PHONE_LINE_NOT_ACTIVE: {
    status: 409,
    message: 'You have no US phone number yet.',
  },
  /** Forwarding calls to the company's own number. */
  PHONE_FORWARD_TO_SELF: {
    status: 400,
    message: 'Calls cannot be forwarded to this same number.',
  },
  /** An outbound text (or other paid use of the line) costing more than the credit left. */
  PHONE_CREDIT_TOO_LOW: {
    status: 409,
    message: 'Your phone credit is too low. Add credit to send texts.',
  },
  /** A text or a forwarding number to a country not in PHONE_ALLOWED_COUNTRIES (decision 0176). */
  PHONE_DESTINATION_NOT_ALLOWED: {
    status: 400,
    message: 'We cannot text or forward calls to numbers in this country.',
  },
  /** A phone provider webhook whose signature does not match (never processed). */
  PHONE_WEBHOOK_SIGNATURE_INVALID: {
    status: 403,
    message: 'The request signature is not valid.',
  },
  // Support (issue 24, decision 0160)
  /** A customer reply to a closed ticket (reopen it first, within 30 days). */
  SUPPORT_TICKET_CLOSED: {
    status: 409,
    message: 'This ticket is closed. Reopen it to write to us again.',
  },
  /** Reopening a ticket resolved or closed more than SUPPORT_REOPEN_DAYS ago. */
  SUPPORT_REOPEN_EXPIRED: {
    status: 409,
    message: 'This ticket was closed more than 30 days ago. Please open a new ticket.',
  },
  /** Reopening a ticket that is not resolved or closed. */
  SUPPORT_NOT_CLOSED: {
    status: 409,
    message: 'This ticket is still open.',
  },
  /** Rating a ticket that has not been resolved. */
  SUPPORT_NOT_RESOLVED: {
    status: 409,
    message: 'You can rate our answer once the ticket is resolved.',
  },
  /** A ticket about something (a letter, a service…) that is not the company's, or is gone. */
  SUPPORT_ABOUT_NOT_FOUND: {
    status: 404,
    message: 'We could not find what this ticket is about.',
  },
  /** An attachment id that is not a file this caller uploaded and has not sent yet. */
  SUPPORT_ATTACHMENT_NOT_FOUND: {
    status: 400,
    message: 'One of the attached files is no longer available. Please attach it again.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type TErrorCode = keyof typeof ERROR_CATALOGUE;

export const isErrorCode = (value: unknown): value is TErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
