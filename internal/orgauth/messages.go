package orgauth

// Messages for the back office's people (their English is in internal/apperr/english.go). The
// login's own messages are the customers' (account.MsgBadCredentials...): the same generic errors.
const (
	MsgInvitationGone   = "Convite não encontrado, já usado ou vencido."
	MsgPasswordShort    = "A senha precisa ter pelo menos 10 caracteres."
	MsgPasswordLong     = "A senha pode ter no máximo 200 caracteres."
	MsgPasswordCommon   = "Esta senha é muito comum e fácil de adivinhar. Escolha outra."
	MsgNameRequired     = "Informe seu nome."
	MsgEmailTaken       = "Este e-mail já tem acesso ao painel de um organizador."
	MsgBadRole          = "Escolha um papel: owner, manager, finance ou door."
	MsgForbidden        = "Seu papel não permite esta ação."
	MsgUnknownOrganizer = "Organizador não encontrado."
	MsgLastOwner        = "O organizador precisa de pelo menos um owner."
	MsgUserNotFound     = "Usuário não encontrado."
)
