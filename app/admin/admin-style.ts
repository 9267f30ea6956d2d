/**
 * The inbox's layout beside the site's stylesheet, in plain CSS so that it adds no class to the public
 * stylesheet (app.css leaves app/admin out). Inline, allowed by its hash; its colours are the site's tokens.
 */
export const adminStyle = `
.admin{width:100%;max-width:72rem;margin:0 auto;padding:1.5rem 1.25rem 4rem;overflow-wrap:break-word}
.admin-bar{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:1rem 1.25rem;border-bottom:1px solid var(--color-line)}
.admin-bar form,.admin-bar nav{display:flex;gap:.75rem;align-items:center;flex-wrap:wrap}
.admin h1{font-size:1.75rem;line-height:1.2;font-weight:700;margin:1.5rem 0 .5rem}
.admin h2{font-size:1.25rem;font-weight:700;margin:2.5rem 0 .75rem}
.admin p{margin:.5rem 0}
.admin a:not([class]){color:var(--color-brand-strong);font-weight:600;text-decoration:underline}
.admin-brand{display:inline-flex;align-items:center;gap:.75rem}
.admin-muted{color:var(--color-ink-muted)}
.admin-notice{border-left:4px solid var(--color-brand);padding:.75rem 1rem;margin:1rem 0;border-radius:.25rem;background:var(--color-surface-muted)}
.admin-notice[data-tone=error]{border-color:var(--color-danger)}
.admin-card{border:1px solid var(--color-line);border-radius:1rem;padding:1.25rem;margin:1rem 0;background:var(--color-surface)}
.admin label{display:block;font-weight:600;margin:1rem 0 .375rem}
.admin input[type=email],.admin input[type=text],.admin textarea{box-sizing:border-box;width:100%;max-width:28rem;font:inherit;padding:.625rem .875rem;border:1px solid var(--color-ink-muted);border-radius:.75rem}
.admin input[aria-invalid=true]{border-color:var(--color-danger)}
.admin-actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1rem 0}
.admin-list{list-style:none;padding:0;margin:0}
.admin-enquiry{display:grid;gap:.75rem;grid-template-columns:minmax(0,1fr);border:1px solid var(--color-line);border-radius:1rem;padding:1rem 1.25rem;margin:0 0 1rem;background:var(--color-surface)}
@media (min-width:56rem){.admin-enquiry{grid-template-columns:minmax(12rem,1fr) minmax(0,2fr) minmax(14rem,1.2fr)}}
.admin-enquiry h3{font-size:1rem;font-weight:700;margin:0}
.admin-message{white-space:pre-wrap;margin:0}
.admin-channels{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
.admin-state{display:inline-block;font-size:.8125rem;font-weight:600;border-radius:999px;padding:.125rem .625rem;background:var(--color-surface-muted)}
.admin-state[data-state=delivered],.admin-state[data-state=new]{background:var(--color-brand-soft);color:var(--color-brand-strong)}
.admin-state[data-state=retrying],.admin-state[data-state=sending],.admin-state[data-state=waiting],.admin-state[data-state=answered]{background:var(--color-surface-muted);color:var(--color-ink)}
.admin-state[data-state=failed],.admin-state[data-state=disabled]{background:var(--color-surface);color:var(--color-danger);box-shadow:inset 0 0 0 1px var(--color-danger)}
.admin-error{color:var(--color-danger);font-weight:500}
.admin-small{font-size:.8125rem}
.admin-note{border-bottom:1px solid var(--color-line);padding:.5rem 0}
.admin-address>span{white-space:nowrap}
.admin table{width:100%;border-collapse:collapse;font-size:.875rem}
.admin th,.admin td{text-align:left;padding:.5rem;border-bottom:1px solid var(--color-line);vertical-align:top}
@media (max-width:40rem){.admin table,.admin tbody,.admin tr,.admin td{display:block}.admin thead{display:none}.admin tr{padding:.5rem 0;border-bottom:1px solid var(--color-line)}.admin td{border:0;padding:.125rem 0}.admin td::before{content:attr(data-label) ": ";font-weight:600}}
.admin-card h2,.admin-card h2+*{margin-top:0}
.admin-filters{display:flex;flex-wrap:wrap;gap:0 1rem;align-items:flex-end;margin:1.5rem 0 .5rem}
.admin-field{display:flex;flex-direction:column;min-width:0}
.admin-grow{flex:1 1 16rem}
.admin .admin-field label{margin:.5rem 0 .375rem}
.admin input[type=search],.admin select{box-sizing:border-box;width:100%;font:inherit;padding:.625rem .875rem;border:1px solid var(--color-ink-muted);border-radius:.75rem;background:var(--color-surface)}
.admin-filters .admin-actions{margin:.5rem 0 0}
.admin-excerpt{align-self:start;display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden}
.admin-pages{display:flex;justify-content:space-between;gap:1rem;margin:1rem 0}
.admin-state[data-state=closed]{background:var(--color-surface);color:var(--color-ink-muted);box-shadow:inset 0 0 0 1px var(--color-line)}
.admin-detail{display:grid;gap:0 1.5rem;grid-template-columns:minmax(0,1fr);align-items:start}
@media (min-width:56rem){.admin-detail{grid-template-columns:minmax(0,2fr) minmax(16rem,1fr)}}
.admin-facts{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.25rem 1rem;margin:0 0 1rem}
.admin-facts dt{font-weight:600}
.admin-facts dd{margin:0}
.admin-choices{display:flex;flex-wrap:wrap;gap:.5rem}
.admin-choice,.admin-danger{font:inherit;font-size:.875rem;font-weight:600;min-height:2.75rem;padding:.5rem 1rem;border-radius:999px;border:1px solid var(--color-line);background:var(--color-surface);color:var(--color-ink);cursor:pointer;text-align:left}
a.admin-choice{display:inline-flex;align-items:center;text-decoration:none}
.admin-choice:hover{background:var(--color-surface-muted)}
.admin-choice[aria-pressed=true],.admin-choice[aria-current=page]{background:var(--color-brand);border-color:var(--color-brand);color:var(--color-surface)}
.admin-danger-zone{border-color:var(--color-danger)}
.admin-danger{padding:.5rem 1.25rem;border-color:var(--color-danger);background:var(--color-danger);color:var(--color-surface)}
.admin-danger:hover{filter:brightness(.9)}
.admin-danger[data-outline]{background:var(--color-surface);color:var(--color-danger)}
`;
