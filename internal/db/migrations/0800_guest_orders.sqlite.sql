-- My tickets gives a customer the orders bought as a guest with the account's e-mail, once
-- they are no longer held (checkout.claimGuestOrders): this finds them without reading every
-- order. Held orders stay out of it, so an on-sale rush's new orders do not write to it.
CREATE INDEX orders_guest_email ON orders (buyer_email)
    WHERE customer_id IS NULL AND status NOT IN ('reserved', 'awaiting_payment');
