// Package apperr is the application's error type: a code that decides the HTTP status, a
// message for the user (Portuguese, from the spec where it gives one) and optional per-field
// messages. Anything else is an internal error: logged, never shown.
package apperr

import (
	"errors"
	"net/http"
)

// Code classifies an application error.
type Code string

const (
	Invalid      Code = "invalid"      // bad input
	Unauthorized Code = "unauthorized" // not logged in or bad credentials
	Forbidden    Code = "forbidden"    // logged in but not allowed, or a wrong event password
	NotFound     Code = "not_found"
	Conflict     Code = "conflict"     // already exists / state changed under the request
	Precondition Code = "precondition" // a sales precondition failed
	TooMany      Code = "rate_limited"
	TooLarge     Code = "too_large"   // body over the limit
	Unavailable  Code = "unavailable" // overloaded or past the request's deadline; retry later
	Internal     Code = "internal"
	// PaymentDeclined is a card refused by the gateway; the message gives its reason.
	PaymentDeclined Code = "payment_declined"
	// Unprocessable is a request that cannot be done as sent, such as an Idempotency-Key
	// reused with another body.
	Unprocessable Code = "unprocessable"
	// UnsupportedMedia is a body sent with a Content-Type the API does not read.
	UnsupportedMedia Code = "unsupported_media"
)

// statuses is the one table from codes to HTTP statuses.
var statuses = map[Code]int{
	Invalid:      http.StatusBadRequest,
	Unauthorized: http.StatusUnauthorized,
	Forbidden:    http.StatusForbidden,
	NotFound:     http.StatusNotFound,
	Conflict:     http.StatusConflict,
	Precondition: http.StatusPreconditionFailed,
	TooMany:      http.StatusTooManyRequests,
	TooLarge:     http.StatusRequestEntityTooLarge,
	Unavailable:  http.StatusServiceUnavailable,
	Internal:     http.StatusInternalServerError,

	PaymentDeclined:  http.StatusPaymentRequired,
	Unprocessable:    http.StatusUnprocessableEntity,
	UnsupportedMedia: http.StatusUnsupportedMediaType,
}

// InternalMessage is what users see for an unexpected failure.
const InternalMessage = "Erro Inesperado"

// Error is an error meant for the user.
type Error struct {
	Code Code
	// Reason is set where it says more than Code (see Why).
	Reason  Reason
	Message string
	// Fields maps input field names to their message, so forms can show them in place.
	Fields map[string]string
}

func (e *Error) Error() string { return string(e.Code) + ": " + e.Message }

// New makes an error with a code and a user message.
func New(code Code, message string) *Error { return &Error{Code: code, Message: message} }

// Field makes a validation error about one input field.
func Field(field, message string) *Error {
	return &Error{Code: Invalid, Message: message, Fields: map[string]string{field: message}}
}

// Status maps a code to its HTTP status; unknown codes are internal errors.
func Status(code Code) int {
	if s, ok := statuses[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// From returns the application error inside err, or an internal one.
func From(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Code: Internal, Message: InternalMessage}
}
